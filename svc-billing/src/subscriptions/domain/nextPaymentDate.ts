/**
 * Colombia has kept UTC-5 without daylight saving time since 1993, so a family's calendar day is
 * the UTC day of the instant moved back five hours. Monthly charges follow that calendar.
 */
const COLOMBIA_OFFSET_MS = -5 * 60 * 60 * 1000;

/**
 * The same day and time of day `months` later on the Colombian calendar; a day the target month
 * lacks becomes its last day (31 January + 1 month = 28 or 29 February).
 */
export function addMonthsInColombia(date: Date, months: number): Date {
  const local = new Date(date.getTime() + COLOMBIA_OFFSET_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth() + months;
  const lastDayOfTarget = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const shifted = Date.UTC(
    year,
    month,
    Math.min(local.getUTCDate(), lastDayOfTarget),
    local.getUTCHours(),
    local.getUTCMinutes(),
    local.getUTCSeconds(),
    local.getUTCMilliseconds(),
  );
  return new Date(shifted - COLOMBIA_OFFSET_MS);
}

/**
 * The next monthly charge of a subscription that started at `startDate`: start + 1 month, or,
 * once that has passed, the first later monthly date after `now`. Every date is counted from the
 * start (not from the previous charge), so a subscription started on the 31st is charged on the
 * last day of short months and on the 31st again afterwards.
 */
export function nextPaymentDate(startDate: Date, now: Date = startDate): Date {
  const local = (d: Date) => new Date(d.getTime() + COLOMBIA_OFFSET_MS);
  const elapsedMonths = (local(now).getUTCFullYear() - local(startDate).getUTCFullYear()) * 12 + (local(now).getUTCMonth() - local(startDate).getUTCMonth());
  let months = Math.max(1, elapsedMonths);
  let next = addMonthsInColombia(startDate, months);
  while (next.getTime() <= now.getTime()) {
    months += 1;
    next = addMonthsInColombia(startDate, months);
  }
  return next;
}
