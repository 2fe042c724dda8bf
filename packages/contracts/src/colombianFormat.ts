/**
 * Money and dates as families in Colombia read them (Intl `es-CO`, the Bogotá calendar), so a
 * date never shifts by a day with the reader's or the server's own time zone. The one es-CO
 * formatter of the services and the front ends.
 */
const LOCALE = 'es-CO';
const TIME_ZONE = 'America/Bogota';

/**
 * A formatter made on its first use: creating an Intl formatter loads locale data (about 3 ms each
 * on a laptop, four times that on a cheap phone), and a page that formats nothing, the login page,
 * should not pay for six of them while it starts.
 */
function onFirstUse<T>(create: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= create());
}

const COP = onFirstUse(() => new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'COP', minimumFractionDigits: 0, maximumFractionDigits: 0 }));
const WHOLE = onFirstUse(() => new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 }));
const ONE_DECIMAL = onFirstUse(() => new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 1, maximumFractionDigits: 1 }));
const LONG_DATE = onFirstUse(() => new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeZone: TIME_ZONE }));
const DAY_AND_MONTH = onFirstUse(() => new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', timeZone: TIME_ZONE }));
const DATE_TIME = onFirstUse(() => new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeStyle: 'short', timeZone: TIME_ZONE }));

/** Whole Colombian pesos: "$ 79.900 COP". */
export function formatCop(amount: number): string {
  return `${COP().format(amount)} COP`;
}

/**
 * A whole number with Colombian grouping: "79.900" (rounded). Grouped by hand, the same as Intl's
 * es-CO (the test compares them): the plan's price is written at the start of every page, before
 * any formatter would otherwise be needed.
 */
export function formatWholeNumber(amount: number): string {
  const whole = Math.round(amount);
  if (!Number.isSafeInteger(whole)) return WHOLE().format(whole);
  const digits = String(Math.abs(whole));
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return whole < 0 ? `-${grouped}` : grouped;
}

/** A number with one decimal and Colombian separators: "12,4". */
export function formatOneDecimal(amount: number): string {
  return ONE_DECIMAL().format(amount);
}

const CENTS_FORMATS = new Map<string, Intl.NumberFormat>();

/** An amount in cents with its currency named and two decimals: "US$ 29,99" (never a bare "$29.99"). */
export function formatCents(cents: number, currency: string): string {
  let format = CENTS_FORMATS.get(currency);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    CENTS_FORMATS.set(currency, format);
  }
  return format.format(cents / 100);
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
  return date ? LONG_DATE().format(date) : null;
}

/** "14 de noviembre" (a date of this year, where the year goes without saying), or null when there is no valid date. */
export function formatColombianDayMonth(value: string | Date | null | undefined): string | null {
  const date = toDate(value);
  return date ? DAY_AND_MONTH().format(date) : null;
}

/** "3 de marzo de 2026, 10:15 a. m." (the separator is ICU's), or null when there is no valid date. */
export function formatColombianDateTime(value: string | Date | null | undefined): string | null {
  const date = toDate(value);
  return date ? DATE_TIME().format(date) : null;
}
