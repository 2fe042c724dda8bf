import { moderationAccess, pageLabel, receivedAt } from './moderationAccess';

describe('moderationAccess', () => {
  it('waits for the current user, then tells visitors, families and admins apart', () => {
    expect(moderationAccess(undefined)).toBe('checking');
    expect(moderationAccess(null)).toBe('visitor');
    expect(moderationAccess({ role: 'family' })).toBe('family');
    expect(moderationAccess({ role: 'admin' })).toBe('admin');
  });
});

describe('formatting', () => {
  it('shows when something arrived, in Colombian time', () => {
    expect(receivedAt('2026-11-14T14:30:00.000Z')).toMatch(/^14 de noviembre de 2026.*9:30/);
    expect(receivedAt('no es fecha')).toBe('');
  });

  it('labels pages', () => {
    expect(pageLabel(2, 5)).toBe('Página 2 de 5');
    expect(pageLabel(1, 0)).toBe('Página 1 de 1');
  });
});
