/**
 * The suite runs its own stack beside any `npm start` a developer has open: every default port
 * moves up by this offset (gateway 8080 -> 18080, svc-auth 3001 -> 13001, ...).
 */
export const PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 10000);
export const GATEWAY_PORT = 8080 + PORT_OFFSET;
export const CONTROL_PORT = 8079 + PORT_OFFSET;
/**
 * The site under test. Given, the suite starts nothing and runs against that running site
 * (`npm start`, a staging, a new release); journeys that need more than the public site skip
 * themselves (support/target.ts). Without it, the suite starts its own stack on the offset ports.
 */
export const EXTERNAL_BASE_URL = process.env.E2E_BASE_URL?.replace(/\/+$/, '') || undefined;
export const BASE_URL = EXTERNAL_BASE_URL ?? `http://127.0.0.1:${GATEWAY_PORT}`;
/** The development mail catcher (maildev) `npm start` runs: its web inbox and REST listing `GET /api/email`. */
export const MAIL_WEB_PORT = 1080 + PORT_OFFSET;
export const MAIL_WEB_URL = `http://127.0.0.1:${MAIL_WEB_PORT}`;
