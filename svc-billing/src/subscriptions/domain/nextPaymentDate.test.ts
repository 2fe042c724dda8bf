import { addMonthsInColombia, nextPaymentDate } from './nextPaymentDate';

/** An instant given as Colombian wall-clock time (UTC-5). */
const co = (isoLocal: string) => new Date(`${isoLocal}-05:00`);

describe('addMonthsInColombia', () => {
  it('keeps the day and the time of day', () => {
    expect(addMonthsInColombia(co('2026-03-15T10:30:00'), 1)).toEqual(co('2026-04-15T10:30:00'));
  });

  it('clamps to the last day of a shorter month, leap years included', () => {
    expect(addMonthsInColombia(co('2026-01-31T09:00:00'), 1)).toEqual(co('2026-02-28T09:00:00'));
    expect(addMonthsInColombia(co('2028-01-31T09:00:00'), 1)).toEqual(co('2028-02-29T09:00:00'));
    expect(addMonthsInColombia(co('2026-03-31T09:00:00'), 1)).toEqual(co('2026-04-30T09:00:00'));
  });

  it('rolls over the year', () => {
    expect(addMonthsInColombia(co('2026-12-20T08:00:00'), 1)).toEqual(co('2027-01-20T08:00:00'));
  });

  it('counts days on the Colombian calendar, not the UTC one', () => {
    // 28 February 21:00 in Bogotá is already 1 March in UTC: the next charge is 28 March in Bogotá.
    expect(addMonthsInColombia(co('2026-02-28T21:00:00'), 1)).toEqual(co('2026-03-28T21:00:00'));
  });
});

describe('nextPaymentDate', () => {
  it('is the start plus one month during the first month', () => {
    const start = co('2026-01-31T09:00:00');
    expect(nextPaymentDate(start)).toEqual(co('2026-02-28T09:00:00'));
    expect(nextPaymentDate(start, co('2026-02-10T00:00:00'))).toEqual(co('2026-02-28T09:00:00'));
  });

  it('moves to the next monthly date once one has passed, anchored on the start day', () => {
    const start = co('2026-01-31T09:00:00');
    expect(nextPaymentDate(start, co('2026-02-28T09:00:00'))).toEqual(co('2026-03-31T09:00:00'));
    expect(nextPaymentDate(start, co('2026-04-01T00:00:00'))).toEqual(co('2026-04-30T09:00:00'));
  });

  it('is always after now, also years later', () => {
    const start = co('2026-05-15T12:00:00');
    const now = co('2029-08-20T00:00:00');
    expect(nextPaymentDate(start, now)).toEqual(co('2029-09-15T12:00:00'));
  });
});
