import { advisoryLockKey, isDuplicateOf, normalizeForComparison, submissionFingerprint } from './duplicateSubmission';

describe('duplicate submissions', () => {
  it('treats case, spacing and Unicode composition as the same text', () => {
    expect(normalizeForComparison('  Hola\n\n  MUNDO ')).toBe('hola mundo');
    expect(submissionFingerprint(['ana@x.co', 'padre', 'Quiero información'])).toBe(submissionFingerprint(['ANA@X.CO ', 'padre', 'Quiero  informacio\u0301n']));
  });

  it('tells different fields apart, including where one field ends', () => {
    const base = submissionFingerprint(['ana@x.co', 'padre', 'Hola equipo']);
    expect(submissionFingerprint(['ana@x.co', 'educador', 'Hola equipo'])).not.toBe(base);
    expect(submissionFingerprint(['ana@x.co', 'padre', 'Hola equipo!'])).not.toBe(base);
    expect(submissionFingerprint(['ab', 'c'])).not.toBe(submissionFingerprint(['a', 'bc']));
    expect(base).toMatch(/^[0-9a-f]{64}$/);
  });

  it('derives a signed 64-bit lock key from the fingerprint', () => {
    expect(advisoryLockKey('ffffffffffffffff' + '0'.repeat(48))).toBe('-1');
    expect(advisoryLockKey('0000000000000001' + 'f'.repeat(48))).toBe('1');
    const key = BigInt(advisoryLockKey(submissionFingerprint(['x'])));
    expect(key >= -(2n ** 63n) && key < 2n ** 63n).toBe(true);
  });

  it('counts a repeat within the window only', () => {
    const first = new Date('2026-11-20T10:00:00Z');
    expect(isDuplicateOf(first, new Date('2026-11-20T10:00:00Z'))).toBe(true);
    expect(isDuplicateOf(first, new Date('2026-11-20T10:09:59Z'))).toBe(true);
    expect(isDuplicateOf(first, new Date('2026-11-20T10:10:00Z'))).toBe(false);
    expect(isDuplicateOf(first, new Date('2026-11-20T09:59:00Z'))).toBe(false);
    expect(isDuplicateOf(first, new Date('2026-11-20T10:20:00Z'), 30)).toBe(true);
  });
});
