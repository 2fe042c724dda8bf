import { emptyValues, CONTACT_RULES as R } from '@universo/contracts';
import { SelectField, TextAreaField, TextField, toast, usePlainForm } from '@universo/platform';
import { usePageTitle } from '@universo/platform/title';
import { SUBJECT_OPTIONS } from '../../shared/contactSubjects';
import { missingRequired } from '../../shared/missingRequired';
import { useSendContactMessageMutation } from './api/sendContactMessage';
import { CONTACT_TOASTS, contactRequest, type ContactValues } from './contactForm';
import { ContactCards } from './components/ContactCards';
import './contact.css';

/**
 * `/contacto`: the contact form (spec sections 2, 5 and 8) and the contact cards. The fields are
 * the field set's controls and follow svc-content's rules, without react-hook-form: this page's
 * first load has no room for it under the 150 KB budget (the form is the page itself).
 */
export function ContactPage() {
  const [send] = useSendContactMessageMutation();
  const form = usePlainForm<ContactValues>({ rules: R, initial: emptyValues(R) });
  usePageTitle('Contacto');

  const submit = form.submit(
    async (values) => {
      await send(contactRequest(values)).unwrap();
      toast(CONTACT_TOASTS.sent);
      form.reset();
    },
    {
      onInvalid: (problems) => {
        if (missingRequired(R, problems)) toast({ ...CONTACT_TOASTS.missing, variant: 'destructive' });
      },
      onFailure: () => toast({ ...CONTACT_TOASTS.failed, variant: 'destructive' }),
    },
  );

  return (
    <section className="uf-container uf-section" aria-labelledby="contact-title">
      <h1 id="contact-title">Contáctanos</h1>
      <p className="uf-lead">¿Tienes preguntas, ideas o quieres llevar el Universo de Francesca a tu colegio? Escríbenos.</p>
      <div className="contact-layout">
        <div className="uf-card contact-form">
          <h2 id="contact-form-title">Envíanos un mensaje</h2>
          <form ref={form.formRef} className="uf-form" noValidate aria-labelledby="contact-form-title" onSubmit={submit}>
            <TextField id="contact-name" label="Nombre" autoComplete="name" required maxLength={R.name.maxLength.value} {...form.text('name')} />
            <TextField
              id="contact-email"
              label="Correo electrónico"
              type="email"
              autoComplete="email"
              inputMode="email"
              required
              maxLength={R.email.maxLength.value}
              {...form.text('email')}
            />
            <SelectField id="contact-subject" label="Soy..." placeholder="Elige una opción" options={SUBJECT_OPTIONS} required {...form.text('subject')} />
            <TextAreaField id="contact-message" label="Mensaje" rows={5} required maxLength={R.message.maxLength.value} {...form.text('message')} />
            <button type="submit" className="uf-button" disabled={form.sending} aria-busy={form.sending}>
              Enviar mensaje
            </button>
          </form>
        </div>
        <ContactCards />
      </div>
    </section>
  );
}
