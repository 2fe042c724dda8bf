import { findMaildev, planMailCatcher } from './mailCatcher';

describe('planMailCatcher', () => {
  it('runs the catcher on 1025 (SMTP) and 1080 (web) by default', () => {
    expect(planMailCatcher({}, 0)).toEqual({
      smtpPort: 1025,
      webPort: 1080,
      smtpUrl: 'smtp://127.0.0.1:1025',
      webUrl: 'http://127.0.0.1:1080',
    });
  });

  it('moves both ports with the stack port offset', () => {
    expect(planMailCatcher({}, 10_000)).toMatchObject({ smtpPort: 11025, webPort: 11080, smtpUrl: 'smtp://127.0.0.1:11025' });
  });

  it('takes ports given outright', () => {
    expect(planMailCatcher({ MAIL_SMTP_PORT: '2525', MAIL_WEB_PORT: '2580' }, 10_000)).toMatchObject({ smtpPort: 2525, webPort: 2580 });
  });

  it('runs no catcher when SMTP_URL names a relay', () => {
    expect(planMailCatcher({ SMTP_URL: 'smtp://relay.example.com:587' }, 0)).toBeUndefined();
  });

  it('refuses ports out of range or one port for both', () => {
    expect(() => planMailCatcher({ MAIL_WEB_PORT: '70000' }, 0)).toThrow(/MAIL_WEB_PORT/);
    expect(() => planMailCatcher({ MAIL_SMTP_PORT: '2000', MAIL_WEB_PORT: '2000' }, 0)).toThrow(/dos puertos/);
    expect(() => planMailCatcher({ MAIL_SMTP_PORT: 'abc' }, 0)).toThrow(/MAIL_SMTP_PORT/);
  });
});

describe('findMaildev', () => {
  it('finds the maildev installed with the stack', () => {
    expect(findMaildev()).toMatch(/maildev\/dist\/bin\/maildev\.js$/);
  });
});
