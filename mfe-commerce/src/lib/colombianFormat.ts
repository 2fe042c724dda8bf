/**
 * Money and dates as families in Colombia read them (Intl `es-CO`, the Bogotá calendar), so a
 * date never shifts by a day with the visitor's own time zone.
 */
const LOCALE = 'es-CO';
const TIME_ZONE = 'America/Bogota';

const COP = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'COP', minimumFractionDigits: 0, maximumFractionDigits: 0 });
const LONG_DATE = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeZone: TIME_ZONE });
const DATE_TIME = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeStyle: 'short', timeZone: TIME_ZONE });

/** Whole Colombian pesos: "$ 79.900 COP". */
export function formatCop(amount: number): string {
  return `${COP.format(amount)} COP`;
}

function toDate(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "31 de marzo de 2026", or null when there is no valid date. */
export function formatColombianDate(value: string | Date | null | undefined): string | null {
  const date = toDate(value);
  return date ? LONG_DATE.format(date) : null;
}

/** "3 de marzo de 2026, 10:15 a. m." (the separator is ICU's), or null when there is no valid date. */
export function formatColombianDateTime(value: string | Date | null | undefined): string | null {
  const date = toDate(value);
  return date ? DATE_TIME.format(date) : null;
}
