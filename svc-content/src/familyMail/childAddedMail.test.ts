import { childAddedMail } from './childAddedMail';

describe('childAddedMail', () => {
  it('tells the adult which child was added, how many there are, and where to see them', () => {
    const mail = childAddedMail('https://universo.co', 'Tomás', 2);
    expect(mail.subject).toBe('Agregaste a Tomás a tu familia en Universo de Francesca');
    expect(mail.text).toContain('Ahora tienes 2 perfiles infantiles.');
    expect(mail.text).toContain('https://universo.co/familia');
    expect(mail.html).toContain('href="https://universo.co/familia"');
    expect(mail.text).toContain('Si no fuiste tú');
  });

  it('says "un perfil infantil" for the first child, and escapes the name in HTML', () => {
    const mail = childAddedMail('http://localhost:8080', '<Ana>', 1);
    expect(mail.text).toContain('Ahora tienes un perfil infantil.');
    expect(mail.html).toContain('&lt;Ana&gt;');
    expect(mail.html).not.toContain('<Ana>');
  });
});
