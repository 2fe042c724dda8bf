/**
 * Money and dates as families in Colombia read them (Intl `es-CO`, the Bogotá calendar), so a
 * date never shifts by a day with the reader's or the server's own time zone. The one es-CO
 * formatter of the services and the front ends.
 */
const LOCALE = 'es-CO';
const TIME_ZONE = 'America/Bogota';

// Marked pure so that a bundle which formats nothing leaves the formatters out.
const COP = /*#__PURE__*/ new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'COP', minimumFractionDigits: 0, maximumFractionDigits: 0 });
const WHOLE = /*#__PURE__*/ new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
const LONG_DATE = /*#__PURE__*/ new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeZone: TIME_ZONE });
const DATE_TIME = /*#__PURE__*/ new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeStyle: 'short', timeZone: TIME_ZONE });

/** Whole Colombian pesos: "$ 79.900 COP". */
export function formatCop(amount: number): string {
  return `${COP.format(amount)} COP`;
}

/** A whole number with Colombian grouping: "79.900" (rounded). */
export function formatWholeNumber(amount: number): string {
  return WHOLE.format(Math.round(amount));
}

/** Whole pesos as a child reads them in the games: "$1.500" (rounded; the sign is the caller's). */
export function formatPesos(amount: number): string {
  return `$${formatWholeNumber(amount)}`;
}

function toDate(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "31 de marzo de 2026", or null when there is no valid date. */
export function formatColombianDate(value: Date): string;
export function formatColombianDate(value: string | Date | null | undefined): string | null;
export function formatColombianDate(value: string | Date | null | undefined): string | null {
  const date = toDate(value);
  return date ? LONG_DATE.format(date) : null;
}

/** "3 de marzo de 2026, 10:15 a. m." (the separator is ICU's), or null when there is no valid date. */
export function formatColombianDateTime(value: string | Date | null | undefined): string | null {
  const date = toDate(value);
  return date ? DATE_TIME.format(date) : null;
}
