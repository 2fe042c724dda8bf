import { CONTACT_RULES as R, formProblems } from '@universo/contracts';
import { type FormEvent, useRef, useState } from 'react';
import { SelectField, TextAreaField, TextField, toast } from '@universo/platform';
import { usePageTitle } from '@universo/platform/title';
import { SUBJECT_OPTIONS } from '../../shared/contactSubjects';
import { missingRequired } from '../../shared/missingRequired';
import { useSendContactMessageMutation } from './api/sendContactMessage';
import { CONTACT_TOASTS, contactRequest, type ContactValues, EMPTY_CONTACT } from './contactForm';
import { ContactCards } from './components/ContactCards';
import './contact.css';

type ContactField = keyof ContactValues;

/**
 * `/contacto`: the contact form (spec sections 2, 5 and 8) and the contact cards. The fields are
 * the field set's controls and follow svc-content's rules, without react-hook-form: this page's
 * first load has no room for it under the 150 KB budget (the form is the page itself).
 */
export function ContactPage() {
  const [send, { isLoading }] = useSendContactMessageMutation();
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  const form = useRef<HTMLFormElement>(null);
  usePageTitle('Contacto');

  // What each control shows and how it changes the form's values.
  const bind = (field: ContactField) => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value })),
    error: errors[field],
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problems = formProblems(R, values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      if (missingRequired(R, problems)) toast({ ...CONTACT_TOASTS.missing, variant: 'destructive' });
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    try {
      await send(contactRequest(values)).unwrap();
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
            <TextField id="contact-name" label="Nombre" autoComplete="name" required maxLength={R.name.maxLength.value} {...bind('name')} />
            <TextField
              id="contact-email"
              label="Correo electrónico"
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              maxLength={R.email.maxLength.value}
              {...bind('email')}
            />
            <SelectField id="contact-subject" label="Soy..." placeholder="Elige una opción" options={SUBJECT_OPTIONS} required {...bind('subject')} />
            <TextAreaField id="contact-message" label="Mensaje" rows={5} required maxLength={R.message.maxLength.value} {...bind('message')} />
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
