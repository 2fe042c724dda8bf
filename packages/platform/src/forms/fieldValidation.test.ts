import { ACCOUNT_EMAIL_RULE, NEW_PASSWORD_RULE } from '@universo/contracts';
import { submitFailureMessage } from '../api/apiError';
import { ruleAttributes } from '../ui/ruleAttributes';
import { fieldValidation } from './fieldValidation';

const run = (options: ReturnType<typeof fieldValidation>, value: unknown, values = {}) =>
  (options.validate as (v: unknown, all: object) => unknown)(value, values);

describe('fieldValidation', () => {
  it('answers with the shared rule’s message first, then the form’s own check, else true', async () => {
    const options = fieldValidation(NEW_PASSWORD_RULE, (value, values) => (value === (values as { repeat?: string }).repeat ? undefined : 'Distintas'));
    await expect(run(options, '')).resolves.toBe(NEW_PASSWORD_RULE.required);
    await expect(run(options, '12345')).resolves.toBe(NEW_PASSWORD_RULE.minLength.message);
    await expect(run(options, 'secreto', { repeat: 'otro' })).resolves.toBe('Distintas');
    await expect(run(options, 'secreto', { repeat: 'secreto' })).resolves.toBe(true);
  });

  it('with no rule, only the form’s check counts', async () => {
    await expect(run(fieldValidation(undefined), 'x')).resolves.toBe(true);
  });
});

describe('ruleAttributes', () => {
  it('gives text fields the service’s maximum', () => {
    expect(ruleAttributes(ACCOUNT_EMAIL_RULE)).toEqual({ maxLength: 254, required: true });
    expect(ruleAttributes(undefined)).toEqual({});
  });
});

describe('submitFailureMessage', () => {
  const answer = (status: number, body: unknown) => ({ status, message: `${status}: x`, body: JSON.stringify(body) });

  it('shows a refusal’s Spanish message (4xx), the form’s own sentence otherwise', () => {
    expect(submitFailureMessage(answer(400, { message: 'El correo no es válido' }), 'Inténtalo de nuevo')).toBe('El correo no es válido');
    expect(submitFailureMessage(answer(429, { message: ['Espera un momento', 'y vuelve'] }))).toBe('Espera un momento. y vuelve');
    expect(submitFailureMessage(answer(503, { message: 'Servicio caído' }), 'Inténtalo de nuevo')).toBe('Inténtalo de nuevo');
    expect(submitFailureMessage(answer(400, 'sin mensaje'), 'Inténtalo de nuevo')).toBe('Inténtalo de nuevo');
    expect(submitFailureMessage({ status: 'FETCH_ERROR', message: 'sin red' })).toBeUndefined();
    expect(submitFailureMessage(new Error('x'), 'Inténtalo de nuevo')).toBe('Inténtalo de nuevo');
  });
});
