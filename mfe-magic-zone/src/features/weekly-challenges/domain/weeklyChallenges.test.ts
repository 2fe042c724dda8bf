import {
  canCompleteChallenge,
  type ChallengeStorage,
  challengesOfWeek,
  completionStorageKey,
  readCompleted,
  rememberCompleted,
  WEEKLY_CHALLENGE_POOL,
  weekKey,
} from './weeklyChallenges';

function memoryStorage(): ChallengeStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

describe('weekly challenges', () => {
  it('offers four challenges a week, with unique ids and points the service accepts', () => {
    expect(challengesOfWeek('2025-W47')).toHaveLength(4);
    expect(new Set(WEEKLY_CHALLENGE_POOL.map((c) => c.id)).size).toBe(WEEKLY_CHALLENGE_POOL.length);
    expect(WEEKLY_CHALLENGE_POOL.every((c) => c.points >= 30 && c.points <= 250)).toBe(true);
  });

  it('changes the challenges from one week to the next', () => {
    const ids = (key: string) => challengesOfWeek(key).map((c) => c.id);
    expect(ids('2025-W47')).not.toEqual(ids('2025-W48'));
    expect(ids('2025-W47')).toEqual(ids('2025-W47'));
    expect(challengesOfWeek('raro')).toHaveLength(4);
  });

  it('counts weeks as ISO weeks in Bogotá time', () => {
    expect(weekKey(new Date('2025-11-20T12:00:00Z'))).toBe('2025-W47');
    // Monday 00:30 in Bogotá is 05:30 UTC: already the new week; 04:30 UTC is still Sunday there.
    expect(weekKey(new Date('2025-11-24T05:30:00Z'))).toBe('2025-W48');
    expect(weekKey(new Date('2025-11-24T04:30:00Z'))).toBe('2025-W47');
    expect(weekKey(new Date('2021-01-02T12:00:00Z'))).toBe('2020-W53');
    expect(weekKey(new Date('2024-12-30T12:00:00Z'))).toBe('2025-W01');
  });

  it("needs a written response to 'Completar Reto'", () => {
    expect(canCompleteChallenge('   ')).toBe(false);
    expect(canCompleteChallenge('Ahorré 3 monedas')).toBe(true);
  });

  it('remembers completions per week and per child, and survives a broken storage', () => {
    const storage = memoryStorage();
    const key = completionStorageKey('2025-W47', null);
    expect(key).toBe('universo.retos.visitante.2025-W47');
    expect(completionStorageKey('2025-W47', 'u1')).toBe('universo.retos.u1.2025-W47');
    expect(readCompleted(storage, key)).toEqual([]);
    expect(rememberCompleted(storage, key, 'eslogan')).toEqual(['eslogan']);
    expect(rememberCompleted(storage, key, 'eslogan')).toEqual(['eslogan']);
    expect(rememberCompleted(storage, key, 'trueque')).toEqual(['eslogan', 'trueque']);
    expect(readCompleted(storage, completionStorageKey('2025-W48', null))).toEqual([]);
    storage.data.set(key, '{no es json');
    expect(readCompleted(storage, key)).toEqual([]);
    storage.data.set(key, '[1, "ok"]');
    expect(readCompleted(storage, key)).toEqual(['ok']);
    const full: ChallengeStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(rememberCompleted(full, key, 'x')).toEqual(['x']);
    expect(readCompleted(null, key)).toEqual([]);
  });
});
