const COP = new Intl.NumberFormat('es-CO', { style: 'currency', currency: 'COP', minimumFractionDigits: 0, maximumFractionDigits: 0 });
const LONG_DATE = new Intl.DateTimeFormat('es-CO', { dateStyle: 'long', timeZone: 'America/Bogota' });

/** Whole Colombian pesos as families read them: "$ 79.900 COP". */
export function formatCop(amount: number): string {
  return `${COP.format(amount)} COP`;
}

/** A day as families read it in Colombia: "31 de marzo de 2026". */
export function formatColombianDate(date: Date): string {
  return LONG_DATE.format(date);
}
