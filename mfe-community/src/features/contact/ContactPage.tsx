import { CONTACT_RULES as R } from '@universo/contracts';
import { useForm } from 'react-hook-form';
import { toast } from '@universo/platform';
import { Form, FormProblem, SelectField, SubmitButton, TextAreaField, TextField } from '@universo/platform/forms';
import { usePageTitle } from '@universo/platform/title';
import { SUBJECT_OPTIONS } from '../../shared/contactSubjects';
import { missingRequired } from '../../shared/missingRequired';
import { useSendContactMessageMutation } from './api/sendContactMessage';
import { CONTACT_TOASTS, contactRequest, type ContactValues, EMPTY_CONTACT } from './contactForm';
import { ContactCards } from './components/ContactCards';
import './contact.css';

/** `/contacto`: the contact form (spec sections 2, 5 and 8) and the contact cards. */
export function ContactPage() {
  const [send] = useSendContactMessageMutation();
  const form = useForm<ContactValues>({ defaultValues: EMPTY_CONTACT });
  usePageTitle('Contacto');

  async function submit(values: ContactValues) {
    await send(contactRequest(values)).unwrap();
    toast(CONTACT_TOASTS.sent);
    form.reset(EMPTY_CONTACT);
  }

  return (
    <section className="uf-container uf-section" aria-labelledby="contact-title">
      <h1 id="contact-title">Contáctanos</h1>
      <p className="uf-lead">¿Tienes preguntas, ideas o quieres llevar el Universo de Francesca a tu colegio? Escríbenos.</p>
      <div className="contact-layout">
        <div className="uf-card contact-form">
          <h2 id="contact-form-title">Envíanos un mensaje</h2>
          <Form
            form={form}
            className="uf-form"
            aria-labelledby="contact-form-title"
            onSubmit={submit}
            onInvalid={(errors) => {
              if (missingRequired(R, errors)) toast({ ...CONTACT_TOASTS.missing, variant: 'destructive' });
            }}
            onFailure={() => toast({ ...CONTACT_TOASTS.failed, variant: 'destructive' })}
          >
            <TextField id="contact-name" name="name" rule={R.name} label="Nombre" autoComplete="name" />
            <TextField id="contact-email" name="email" rule={R.email} label="Correo electrónico" type="email" autoComplete="email" inputMode="email" />
            <SelectField id="contact-subject" name="subject" rule={R.subject} label="Soy..." placeholder="Elige una opción" options={SUBJECT_OPTIONS} />
            <TextAreaField id="contact-message" name="message" rule={R.message} label="Mensaje" rows={5} />
            <FormProblem />
            <SubmitButton>Enviar mensaje</SubmitButton>
          </Form>
        </div>
        <ContactCards />
      </div>
    </section>
  );
}
