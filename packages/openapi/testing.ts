// Lets tests import '@universo/openapi/testing' (Jest maps the same path to src/testing.ts).
export * from './src/testing';
