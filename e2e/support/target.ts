import { test } from '@playwright/test';
import { EXTERNAL_BASE_URL, MAIL_WEB_PORT } from './ports';

/**
 * What the suite may do to the site it tests. Its own stack (no E2E_BASE_URL): everything. Any
 * other deployment (E2E_BASE_URL): only what a visitor or a family can do through the public
 * site; a journey that needs more skips itself and says why.
 */
export const AGAINST_DEPLOYMENT = EXTERNAL_BASE_URL !== undefined;

/** The mail catcher's REST listing (maildev's `GET /api/email`): the suite's own, or E2E_MAIL_URL for a deployment. */
export const MAIL_URL: string | undefined =
  process.env.E2E_MAIL_URL?.replace(/\/+$/, '') || (AGAINST_DEPLOYMENT ? undefined : `http://127.0.0.1:${Number(process.env.MAIL_WEB_PORT ?? MAIL_WEB_PORT)}`);

/** For a journey that stops services or reads their logs: only on the suite's own stack. */
export function needsStackControl(): void {
  test.skip(AGAINST_DEPLOYMENT, 'Necesita controlar la pila de prueba (detener servicios, leer sus registros): solo corre con la pila que arranca el suite.');
}

/** For a journey that reads the mail the site sends: the suite's catcher, or a deployment's given as E2E_MAIL_URL. */
export function needsMailbox(): string {
  test.skip(MAIL_URL === undefined, 'Necesita leer el correo que envía el sitio: da la bandeja de la instalación como E2E_MAIL_URL.');
  return MAIL_URL!;
}

/** For a journey that signs in as the admin the suite's stack is started with. */
export function needsTestAdmin(): void {
  test.skip(AGAINST_DEPLOYMENT, 'Necesita el administrador de la pila de prueba: solo corre con la pila que arranca el suite.');
}
