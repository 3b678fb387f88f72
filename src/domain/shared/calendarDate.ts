/**
 * A date written YYYY-MM-DD (ISO 8601's calendar date, RFC 3339's full-date): the form only. A
 * field that takes a date checks it with isCalendarDate, which also checks the calendar.
 */
export const CALENDAR_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * Whether `text` is a day of the (proleptic Gregorian) calendar written YYYY-MM-DD: 2024-02-29 is,
 * 2023-02-29 and 2024-04-31 are not.
 */
export function isCalendarDate(text: string): boolean {
  if (!CALENDAR_DATE.test(text)) return false;
  const year = Number(text.slice(0, 4));
  const month = Number(text.slice(5, 7));
  const day = Number(text.slice(8, 10));
  const days = month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] as number);
  return day <= days;
}
