import { contactFingerprint, toContactMessageView } from './contactMessageView';

describe('contact messages', () => {
  const base = { email: 'Profe.Ana@Colegio.edu.co', subject: 'educador', message: 'Quisiera usar las historias en clase.' };

  it('recognises the same message from the same sender, whatever the case or spacing', () => {
    expect(contactFingerprint(base)).toBe(
      contactFingerprint({ ...base, email: 'profe.ana@colegio.edu.co', message: ' Quisiera usar las  historias en clase. ' }),
    );
  });

  it('tells apart another subject, sender or text', () => {
    const first = contactFingerprint(base);
    expect(contactFingerprint({ ...base, subject: 'prensa' })).not.toBe(first);
    expect(contactFingerprint({ ...base, email: 'otra@colegio.edu.co' })).not.toBe(first);
    expect(contactFingerprint({ ...base, message: 'Quisiera usar las historias en casa.' })).not.toBe(first);
  });

  it('shows admins the stored fields only', () => {
    const row = {
      id: 'x',
      name: 'Ana',
      email: 'a@b.co',
      subject: 'padre' as const,
      message: 'Hola, una pregunta.',
      createdAt: new Date('2026-11-20T12:00:00Z'),
      fingerprint: 'f',
    };
    expect(toContactMessageView(row)).toEqual({
      id: 'x',
      name: 'Ana',
      email: 'a@b.co',
      subject: 'padre',
      message: 'Hola, una pregunta.',
      createdAt: '2026-11-20T12:00:00.000Z',
    });
  });
});
