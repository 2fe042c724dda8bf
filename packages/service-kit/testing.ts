// Lets tests import '@universo/service-kit/testing' (Jest maps the same path to src/testing.ts).
export * from './src/testing';
