/** Sessions and streaks are counted in Colombian days (America/Bogota, UTC-5 all year). */
export const SESSION_TIME_ZONE = 'America/Bogota';

const DAY_FORMAT = new Intl.DateTimeFormat('en-CA', { timeZone: SESSION_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day (YYYY-MM-DD) in Bogotá of an instant. */
export function bogotaDay(instant: Date): string {
  return DAY_FORMAT.format(instant);
}

/** A day as a whole number (days since 1970-01-01), so that consecutive days differ by 1. */
export function dayNumber(day: string): number {
  const [year, month, date] = day.split('-').map(Number);
  return Math.round(Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1) / 86_400_000);
}
