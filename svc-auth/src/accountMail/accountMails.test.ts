import { accountLockedMail, confirmEmailMail, passwordResetMail } from './accountMails';

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

  it('tells the adult the account is locked for a while, and how to set a new password', () => {
    const mail = accountLockedMail('https://universo.co', 15);
    expect(mail.subject).toBe('Bloqueamos un momento el acceso a tu cuenta de Universo de Francesca');
    expect(mail.text).toContain('durante 15 minutos');
    expect(mail.text).toContain('https://universo.co/recuperar');
    // Nothing about where the attempts came from.
    expect(mail.text).not.toMatch(/\d+\.\d+\.\d+\.\d+/);
  });
});
