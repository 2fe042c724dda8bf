// @ts-check
// jsdom's window lacks Node's TextEncoder/TextDecoder, which react-router reads when it loads: a
// jsdom test that imports the platform (and so the router) gets Node's own.
const util = require('node:util');

if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
