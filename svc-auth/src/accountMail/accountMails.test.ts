import { confirmEmailMail, passwordResetMail } from './accountMails';

const token = 'T'.repeat(43);

describe('account mails', () => {
  it('asks to confirm the address with a single-use link to /confirmar, valid 48 hours', () => {
    const mail = confirmEmailMail('https://universo.co', token);
    expect(mail.subject).toBe('Confirma tu correo en Universo de Francesca');
    expect(mail.text).toContain(`https://universo.co/confirmar?token=${token}`);
    expect(mail.text).toContain('48 horas');
    expect(mail.html).toContain(`href="https://universo.co/confirmar?token=${token}"`);
    expect(mail.html).toContain('Confirmar mi correo');
  });

  it('offers a new password through /recuperar/nueva, valid one hour, and reassures who did not ask', () => {
    const mail = passwordResetMail('http://localhost:8080', token);
    expect(mail.subject).toBe('Crea una contraseña nueva para Universo de Francesca');
    expect(mail.text).toContain(`http://localhost:8080/recuperar/nueva?token=${token}`);
    expect(mail.text).toContain('una hora');
    expect(mail.text).toContain('Si no lo pediste tú');
    expect(mail.html).toContain('Crear una contraseña nueva');
  });
});
