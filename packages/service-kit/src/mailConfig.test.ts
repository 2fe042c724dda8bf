import 'reflect-metadata';
import { BaseServiceConfig, loadConfig, smtpUrl } from './config';

const base = { PORT: '3001', DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/francesca_auth', SESSION_SECRET: 'Zq8'.repeat(14) };

describe('mail settings of every service', () => {
  it('send to the development catcher by default, as Universo de Francesca', () => {
    const config = loadConfig(BaseServiceConfig, base);
    expect(smtpUrl(config)).toBe('smtp://127.0.0.1:1025');
    expect(config.MAIL_FROM).toBe('Universo de Francesca <no-responder@universo.local>');
    expect(config.MAIL_POLL_INTERVAL_MS).toBe(1000);
  });

  it('take the relay and the sender from the environment', () => {
    const config = loadConfig(BaseServiceConfig, {
      ...base,
      SMTP_URL: 'smtps://u:p@smtp.universo.co:465',
      MAIL_FROM: 'hola@universo.co',
      MAIL_POLL_INTERVAL_MS: '0',
    });
    expect(smtpUrl(config)).toBe('smtps://u:p@smtp.universo.co:465');
    expect(config.MAIL_FROM).toBe('hola@universo.co');
    expect(config.MAIL_POLL_INTERVAL_MS).toBe(0);
  });

  it('refuse a relay that is not smtp(s) and a sender that is not an address', () => {
    expect(() => loadConfig(BaseServiceConfig, { ...base, SMTP_URL: 'http://relay' })).toThrow(/SMTP_URL debe ser una URL smtp/);
    expect(() => loadConfig(BaseServiceConfig, { ...base, MAIL_FROM: 'Universo' })).toThrow(/MAIL_FROM/);
  });

  it('in production, a service that sends mail needs SMTP_URL', () => {
    const config = loadConfig(BaseServiceConfig, { ...base, NODE_ENV: 'production' });
    expect(() => smtpUrl(config)).toThrow(/Falta SMTP_URL/);
  });
});
