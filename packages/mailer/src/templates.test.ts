import { escapeHtml, renderMail } from './templates';

const content = {
  subject: 'Confirma tu correo',
  greeting: 'Hola, Lucía:',
  paragraphs: ['Gracias por crear tu cuenta.', 'Falta un paso.'],
  action: { label: 'Confirmar mi correo', url: 'http://localhost:8080/confirmar?token=abc_DEF-123' },
  after: ['Si no fuiste tú, ignora este correo.'],
};

describe('renderMail', () => {
  it('writes the text body in order, with the link written out and the signature', () => {
    const mail = renderMail(content);
    expect(mail.subject).toBe('Confirma tu correo');
    expect(mail.text).toBe(
      [
        'Hola, Lucía:',
        'Gracias por crear tu cuenta.',
        'Falta un paso.',
        'Confirmar mi correo:\nhttp://localhost:8080/confirmar?token=abc_DEF-123',
        'Si no fuiste tú, ignora este correo.',
        'Un abrazo,\nEl equipo de Universo de Francesca',
      ].join('\n\n'),
    );
  });

  it('writes an HTML body in Spanish with the button and the same link as text', () => {
    const { html } = renderMail(content);
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain('Hola, Lucía:');
    expect(html.match(/href="http:\/\/localhost:8080\/confirmar\?token=abc_DEF-123"/g)).toHaveLength(2);
    expect(html).toContain('>Confirmar mi correo</a>');
    expect(html).toContain('Un abrazo,<br>El equipo de Universo de Francesca');
  });

  it('escapes what it is given, so a name cannot inject markup', () => {
    const { html } = renderMail({ ...content, greeting: 'Hola, <b>Ana</b> & "Leo":' });
    expect(html).toContain('Hola, &lt;b&gt;Ana&lt;/b&gt; &amp; &quot;Leo&quot;:');
    expect(html).not.toContain('<b>Ana</b>');
  });

  it('works without a button', () => {
    const mail = renderMail({ subject: 'Aviso', greeting: 'Hola:', paragraphs: ['Nada más.'] });
    expect(mail.text).toBe('Hola:\n\nNada más.\n\nUn abrazo,\nEl equipo de Universo de Francesca');
    expect(mail.html).not.toContain('<a ');
  });

  it('refuses a link that is not a web address', () => {
    expect(() => renderMail({ ...content, action: { label: 'x', url: 'javascript:alert(1)' } })).toThrow(/no válido/);
    expect(() => renderMail({ ...content, action: { label: 'x', url: '/confirmar' } })).toThrow(/no válido/);
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML specials', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
