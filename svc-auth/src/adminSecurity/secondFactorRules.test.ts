import { generateSync } from 'otplib';
import {
  acceptTotp,
  adminsToDemote,
  codesLockedUntil,
  lockedMessage,
  MAX_CODE_FAILURES,
  newRecoveryCodes,
  newTotpSecret,
  normalizeRecoveryCode,
  normalizeTotpCode,
  RECOVERY_CODE_COUNT,
  secondFactorState,
  secondFactorUntil,
} from './secondFactorRules';
import { SecretBox } from './secretBox';

const T0 = Date.UTC(2030, 0, 1, 12, 0, 0);
const codeAt = (secret: string, ms: number) => generateSync({ secret, epoch: Math.floor(ms / 1000) });

describe('TOTP codes', () => {
  const { secret, otpauthUri } = newTotpSecret('admin@universo.test');

  it('makes a base32 secret and the otpauth URI an authenticator app scans', () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toBe(`otpauth://totp/Universo%20de%20Francesca:admin%40universo.test?secret=${secret}&issuer=Universo%20de%20Francesca`);
  });

  it("accepts the code of now and of one step either side (a phone's clock a little off), nothing older or newer", () => {
    expect(acceptTotp(secret, codeAt(secret, T0), T0, null)).toBe(Math.floor(T0 / 30_000));
    expect(acceptTotp(secret, codeAt(secret, T0 - 30_000), T0, null)).not.toBeNull();
    expect(acceptTotp(secret, codeAt(secret, T0 + 30_000), T0, null)).not.toBeNull();
    expect(acceptTotp(secret, codeAt(secret, T0 - 90_000), T0, null)).toBeNull();
    expect(acceptTotp(secret, codeAt(secret, T0 + 90_000), T0, null)).toBeNull();
    expect(acceptTotp(newTotpSecret('x').secret, codeAt(secret, T0), T0, null)).toBeNull();
  });

  it('never accepts a code twice, nor one older than the last accepted (replay)', () => {
    const step = acceptTotp(secret, codeAt(secret, T0), T0, null)!;
    expect(acceptTotp(secret, codeAt(secret, T0), T0 + 5_000, step)).toBeNull();
    expect(acceptTotp(secret, codeAt(secret, T0 - 30_000), T0, step)).toBeNull();
    expect(acceptTotp(secret, codeAt(secret, T0 + 30_000), T0 + 30_000, step)).toBe(step + 1);
  });

  it('reads a code typed with spaces, refuses anything but 6 digits', () => {
    expect(normalizeTotpCode(' 123 456 ')).toBe('123456');
    expect(normalizeTotpCode('123-456')).toBe('123456');
    for (const bad of ['12345', '1234567', 'abcdef', '12345a', '']) expect(normalizeTotpCode(bad)).toBeNull();
  });
});

describe('recovery codes', () => {
  it('are ten codes of ten characters without look-alikes, all different', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[a-hjkmnp-z2-9]{5}-[a-hjkmnp-z2-9]{5}$/);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
  });

  it('are read whatever the case, spaces or hyphen; other text is refused', () => {
    expect(normalizeRecoveryCode(' ABCDE-23456 ')).toBe('abcde23456');
    expect(normalizeRecoveryCode('abcde 23456')).toBe('abcde23456');
    for (const bad of ['abcde-2345', 'abcde-234567', 'abcd0-23456', 'abcde-1l456', '']) expect(normalizeRecoveryCode(bad)).toBeNull();
  });

  it('are stored as keyed hashes: the same code gives the same hash, another key another one', () => {
    const box = new SecretBox('a'.repeat(40));
    expect(box.hash('abcde23456')).toMatch(/^[0-9a-f]{64}$/);
    expect(box.hash('abcde23456')).toBe(new SecretBox('a'.repeat(40)).hash('abcde23456'));
    expect(box.hash('abcde23456')).not.toBe(new SecretBox('b'.repeat(40)).hash('abcde23456'));
    expect(box.hash('abcde23456')).not.toContain('abcde23456');
  });
});

describe('secrets at rest', () => {
  const box = new SecretBox('a'.repeat(40));

  it('are sealed (never stored in clear) and opened only with the same key for the same account', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'user-1');
    expect(sealed).toMatch(/^v1:/);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP', 'user-1')).not.toBe(sealed);
    expect(box.open(sealed, 'user-1')).toBe('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed, 'user-2')).toBeNull();
    expect(new SecretBox('b'.repeat(40)).open(sealed, 'user-1')).toBeNull();
    expect(box.open(sealed.slice(0, -4) + 'AAAA', 'user-1')).toBeNull();
    expect(box.open('JBSWY3DPEHPK3PXP', 'user-1')).toBeNull();
  });
});

describe('wrong codes', () => {
  const now = new Date(T0);
  const minutesAgo = (m: number) => new Date(T0 - m * 60_000);

  it(`pause code checks after ${MAX_CODE_FAILURES} wrong codes in 15 minutes, until the oldest of them is 15 minutes old`, () => {
    expect(codesLockedUntil([], now)).toBeNull();
    expect(codesLockedUntil([1, 2, 3, 4].map(minutesAgo), now)).toBeNull();
    expect(codesLockedUntil([1, 2, 3, 4, 10].map(minutesAgo), now)).toEqual(new Date(T0 + 5 * 60_000));
    expect(codesLockedUntil([1, 2, 3, 4, 5, 14].map(minutesAgo), now)).toEqual(new Date(T0 + 10 * 60_000));
    // Wrong codes older than the window are forgotten.
    expect(codesLockedUntil([1, 2, 3, 4, 16, 20].map(minutesAgo), now)).toBeNull();
  });

  it('say in Spanish how long to wait', () => {
    expect(lockedMessage(new Date(T0 + 5 * 60_000), now)).toBe('Demasiados códigos incorrectos. Espera 5 minutos antes de intentarlo de nuevo.');
    expect(lockedMessage(new Date(T0 + 20_000), now)).toBe('Demasiados códigos incorrectos. Espera 1 minuto antes de intentarlo de nuevo.');
  });
});

describe('the second factor of a session', () => {
  const now = new Date(T0);

  it('lasts 12 hours', () => {
    expect(secondFactorUntil(now)).toEqual(new Date(T0 + 12 * 3_600_000));
  });

  it('is to enrol, to verify, or verified until its mark expires', () => {
    expect(secondFactorState(false, null, now)).toBe('enrol');
    expect(secondFactorState(false, new Date(T0 + 1000), now)).toBe('enrol');
    expect(secondFactorState(true, null, now)).toBe('verify');
    expect(secondFactorState(true, new Date(T0 + 1000), now)).toBe('verified');
    expect(secondFactorState(true, new Date(T0), now)).toBe('verify');
  });
});

describe('admins from configuration', () => {
  it('demotes every admin whose address is no longer ADMIN_EMAIL (all of them without it)', () => {
    expect(adminsToDemote(['admin@universo.test'], 'Admin@Universo.test ')).toEqual([]);
    expect(adminsToDemote(['old@universo.test', 'admin@universo.test'], 'admin@universo.test')).toEqual(['old@universo.test']);
    expect(adminsToDemote(['admin@universo.test'], undefined)).toEqual(['admin@universo.test']);
  });
});
