import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { baselineDecision, baselineFile, baselinesOf, compatibilityProblems, majorOf, type VersionedDocument } from './baselines';

/** The committed baseline of svc-auth: a real document, changed the way a careless edit would. */
const authBaseline = (): VersionedDocument & { components: { schemas: Record<string, { properties: Record<string, unknown>; required: string[] }> } } =>
  JSON.parse(readFileSync(join(__dirname, '..', 'baselines', 'svc-auth.v0.json'), 'utf8'));

describe('baselines', () => {
  it('names one baseline per service and major version', () => {
    expect(majorOf('0.1.0')).toBe(0);
    expect(majorOf('12.0.3')).toBe(12);
    expect(() => majorOf('x')).toThrow('Versión no válida');
    expect(baselineFile({ dir: 'svc-auth' }, '1.2.0')).toBe('packages/openapi/baselines/svc-auth.v1.json');
    expect(baselinesOf({ dir: 'svc-auth' }, ['svc-auth.v0.json', 'svc-auth.v1.json', 'svc-authx.v0.json', 'svc-chat.v0.json'])).toEqual([
      'packages/openapi/baselines/svc-auth.v0.json',
      'packages/openapi/baselines/svc-auth.v1.json',
    ]);
  });

  it('a compatible addition passes and refreshes the baseline', () => {
    const next = authBaseline();
    next.components.schemas.User!.properties.nickname = { type: 'string' };
    expect(compatibilityProblems('svc-auth', next, authBaseline())).toEqual([]);
    expect(baselineDecision(authBaseline(), next)).toEqual({ action: 'refresh' });
  });

  it('a deliberately incompatible change fails, says what breaks and how to publish it, and leaves the baseline alone', () => {
    const next = authBaseline();
    delete next.components.schemas.User!.properties.firstName;
    const problems = compatibilityProblems('svc-auth', next, authBaseline());
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('svc-auth 0.1.0 rompe su contrato (packages/openapi/baselines/svc-auth.v0.json)');
    expect(problems[0]).toContain('GET /api/auth/user 200 firstName: se quitó el campo de la respuesta');
    expect(problems[0]).toContain('npm version major -w svc-auth');
    expect(baselineDecision(authBaseline(), next)).toMatchObject({ action: 'refuse' });
  });

  it('the same change with the major version raised starts a new baseline', () => {
    const next = authBaseline();
    delete next.components.schemas.User!.properties.firstName;
    next.info.version = '1.0.0';
    // No baseline of major 1 yet: the check asks for it, and `npm run openapi` writes it.
    expect(compatibilityProblems('svc-auth', next, undefined)).toEqual([
      'Falta packages/openapi/baselines/svc-auth.v1.json, la línea base del contrato de svc-auth en su versión mayor 1: ejecuta `npm run openapi` y haz commit del archivo.',
    ]);
    expect(baselineDecision(undefined, next)).toEqual({ action: 'start' });
    expect(compatibilityProblems('svc-auth', next, next)).toEqual([]);
  });
});
