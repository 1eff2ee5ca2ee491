/** Korea calendar days, YYYY-MM-DD, both inclusive (the domain's statistics schemas checked them). */
export interface DayRange {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;

const utc = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const addDays = (day: string, n: number) => dayOf(utc(day) + n * DAY_MS);

/** The first day of the month `n` months after the month of `day`. */
export function addMonths(day: string, n: number): string {
  const d = new Date(utc(day));
  return dayOf(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, 1));
}

const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
const monthEnd = (day: string) => addDays(addMonths(day, 1), -1);
const yearEnd = (day: string) => `${day.slice(0, 4)}-12-31`;

/** Days from `from` to `to`, both counted. */
export const spanDays = (r: DayRange) => Math.round((utc(r.to) - utc(r.from)) / DAY_MS) + 1;

const monthIndex = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7));
const wholeMonths = (r: DayRange) => r.from === monthStart(r.from) && r.to === monthEnd(r.to);

/**
 * The period a range is compared with, right before it: as many calendar months for a range of whole months (a
 * year, a quarter, a month), otherwise as many days.
 */
export function previousRange(r: DayRange): DayRange {
  if (wholeMonths(r)) {
    const months = monthIndex(r.to) - monthIndex(r.from) + 1;
    return { from: addMonths(r.from, -months), to: addDays(r.from, -1) };
  }
  return { from: addDays(r.from, -spanDays(r)), to: addDays(r.from, -1) };
}

/** Every day of the range, YYYY-MM-DD. */
export function daysOf(r: DayRange): string[] {
  const days: string[] = [];
  for (let day = r.from; day <= r.to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Every month the range touches, YYYY-MM. */
export function monthsOf(r: DayRange): string[] {
  const months: string[] = [];
  for (let day = monthStart(r.from); day <= r.to; day = addMonths(day, 1)) months.push(day.slice(0, 7));
  return months;
}

/** The Korea calendar year or month a moment falls in, as a range. */
export function yearOf(koreaDay: string): DayRange {
  return { from: `${koreaDay.slice(0, 4)}-01-01`, to: yearEnd(koreaDay) };
}

export function monthOf(koreaDay: string): DayRange {
  return { from: monthStart(koreaDay), to: monthEnd(koreaDay) };
}
