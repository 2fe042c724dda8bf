import { smtpOptions } from './smtp';

describe('smtpOptions', () => {
  it('speaks plain SMTP to the catcher on this machine', () => {
    expect(smtpOptions('smtp://127.0.0.1:1025')).toMatchObject({ host: '127.0.0.1', port: 1025, secure: false, ignoreTLS: true });
    expect(smtpOptions('smtp://localhost:11025')).toMatchObject({ port: 11025, ignoreTLS: true });
  });

  it('uses STARTTLS with a remote relay and TLS with smtps, with credentials from the URL', () => {
    expect(smtpOptions('smtp://correo%40universo.co:cl%40ve@smtp.example.com')).toMatchObject({
      host: 'smtp.example.com',
      port: 587,
      secure: false,
      ignoreTLS: false,
      auth: { user: 'correo@universo.co', pass: 'cl@ve' },
    });
    expect(smtpOptions('smtps://smtp.example.com')).toMatchObject({ port: 465, secure: true, ignoreTLS: false });
  });

  it('lets a catcher on another host be spoken to in plain text', () => {
    expect(smtpOptions('smtp://mail:1025?ignoreTLS=true')).toMatchObject({ host: 'mail', ignoreTLS: true });
    expect(smtpOptions('smtp://mail:1025')).not.toHaveProperty('auth');
  });

  it('refuses another scheme', () => {
    expect(() => smtpOptions('http://127.0.0.1:1025')).toThrow(/smtp:\/\//);
  });
});
