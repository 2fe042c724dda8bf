import { CONTACT_MESSAGE_LIMITS as L } from '@universo/contracts';
import { type FormEvent, useRef, useState } from 'react';
import { SelectField, TextAreaField, TextField, toast } from '@universo/platform';
import { SUBJECT_OPTIONS } from '../../shared/contactSubjects';
import { focusFirstInvalidField } from '../../shared/focusFirstInvalidField';
import { type FieldErrors } from '../../shared/formValidation';
import { usePageTitle } from '@universo/platform/title';
import { useSendContactMessageMutation } from './api/sendContactMessage';
import { CONTACT_TOASTS, type ContactField, type ContactValues, EMPTY_CONTACT, validateContact } from './contactForm';
import { ContactCards } from './components/ContactCards';
import './contact.css';

/** `/contacto`: the contact form (spec sections 2, 5 and 8) and the contact cards. */
export function ContactPage() {
  const [send, { isLoading }] = useSendContactMessageMutation();
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<FieldErrors<ContactField>>({});
  const form = useRef<HTMLFormElement>(null);
  usePageTitle('Contacto');

  const change = (field: ContactField) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const validation = validateContact(values);
    if (!validation.ok) {
      setErrors(validation.errors);
      if (validation.missingRequired) toast({ ...CONTACT_TOASTS.missing, variant: 'destructive' });
      focusFirstInvalidField(form.current);
      return;
    }
    setErrors({});
    try {
      await send(validation.request).unwrap();
      toast(CONTACT_TOASTS.sent);
      setValues(EMPTY_CONTACT);
    } catch {
      toast({ ...CONTACT_TOASTS.failed, variant: 'destructive' });
    }
  }

  return (
    <section className="uf-container uf-section" aria-labelledby="contact-title">
      <h1 id="contact-title">Contáctanos</h1>
      <p className="uf-lead">¿Tienes preguntas, ideas o quieres llevar el Universo de Francesca a tu colegio? Escríbenos.</p>
      <div className="contact-layout">
        <div className="uf-card contact-form">
          <h2 id="contact-form-title">Envíanos un mensaje</h2>
          <form ref={form} className="uf-form" noValidate aria-labelledby="contact-form-title" onSubmit={submit}>
            <TextField
              id="contact-name"
              label="Nombre"
              autoComplete="name"
              required
              maxLength={L.nameMax}
              value={values.name}
              onChange={change('name')}
              error={errors.name}
            />
            <TextField
              id="contact-email"
              label="Correo electrónico"
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              value={values.email}
              onChange={change('email')}
              error={errors.email}
            />
            <SelectField
              id="contact-subject"
              label="Soy..."
              placeholder="Elige una opción"
              options={SUBJECT_OPTIONS}
              required
              value={values.subject}
              onChange={change('subject')}
              error={errors.subject}
            />
            <TextAreaField
              id="contact-message"
              label="Mensaje"
              rows={5}
              required
              maxLength={L.messageMax}
              value={values.message}
              onChange={change('message')}
              error={errors.message}
            />
            <button type="submit" className="uf-button" disabled={isLoading} aria-busy={isLoading}>
              Enviar mensaje
            </button>
          </form>
        </div>
        <ContactCards />
      </div>
    </section>
  );
}
