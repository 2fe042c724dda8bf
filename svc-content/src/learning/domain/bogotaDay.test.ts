import { bogotaDay, dayNumber } from './bogotaDay';

describe('Bogotá days', () => {
  it('cuts days at midnight in Bogotá (UTC-5), not UTC', () => {
    expect(bogotaDay(new Date('2026-03-02T04:59:59Z'))).toBe('2026-03-01');
    expect(bogotaDay(new Date('2026-03-02T05:00:00Z'))).toBe('2026-03-02');
    expect(bogotaDay(new Date('2026-12-31T23:00:00Z'))).toBe('2026-12-31');
    expect(bogotaDay(new Date('2027-01-01T04:00:00Z'))).toBe('2026-12-31');
  });

  it('numbers consecutive days one apart, across months and years', () => {
    expect(dayNumber('2026-03-01') - dayNumber('2026-02-28')).toBe(1);
    expect(dayNumber('2027-01-01') - dayNumber('2026-12-31')).toBe(1);
    expect(dayNumber('2028-03-01') - dayNumber('2028-02-29')).toBe(1);
  });
});
