// Lets tests import '@universo/mailer/testing' (Jest maps the same path to src/testing/smtpCatcher.ts).
export * from './src/testing/smtpCatcher';
