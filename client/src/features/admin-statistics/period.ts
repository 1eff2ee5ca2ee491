import { seoulDay } from '../../lib/format';

/** The first year the statistics offer (the shop's first sales). */
export const FIRST_YEAR = 2020;

/** What the period control chose: a calendar year, or any range of days (inclusive, on the calendar in Korea). */
export type Period = { kind: 'year'; year: number } | { kind: 'range'; from: string; to: string };

/** 'YYYY-MM-DD' days, inclusive, as the server takes them. */
export interface DayRange {
  from: string;
  to: string;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;
/** The last day of a month (month 1-12): day 0 of the next month. */
const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Today in Korea, 'YYYY-MM-DD'. */
export function seoulToday(now = new Date()): string {
  const { year, month, day } = seoulDay(now);
  return dayOf(year, month, day);
}

/** The years the select offers, newest first: this year (in Korea) down to FIRST_YEAR. */
export function yearsOffered(now = new Date()): number[] {
  const last = seoulDay(now).year;
  return Array.from({ length: last - FIRST_YEAR + 1 }, (_, i) => last - i);
}

/** A real calendar day within the years offered. */
export function isOfferedDay(value: string, now = new Date()): boolean {
  const m = DAY.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const real = month >= 1 && month <= 12 && day >= 1 && day <= lastDayOf(year, month);
  return real && year >= FIRST_YEAR && year <= seoulDay(now).year;
}

/** The range the admin typed, if it is one: both days offered and the first not after the second. */
export function isValidRange(from: string, to: string, now = new Date()): boolean {
  return isOfferedDay(from, now) && isOfferedDay(to, now) && from <= to;
}

/** The URL's period (?year=2024 or ?from=…&to=…); anything else is this year. */
export function periodFromParams(params: URLSearchParams, now = new Date()): Period {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (isValidRange(from, to, now)) return { kind: 'range', from, to };
  const year = Number(params.get('year'));
  return yearsOffered(now).includes(year) ? { kind: 'year', year } : { kind: 'year', year: seoulDay(now).year };
}

/** The URL's query for a period; this year, the default, is left out. */
export function periodSearch(period: Period, now = new Date()): string {
  if (period.kind === 'range') return `?${new URLSearchParams({ from: period.from, to: period.to }).toString()}`;
  return period.year === seoulDay(now).year ? '' : `?year=${period.year}`;
}

export function rangeOf(period: Period): DayRange {
  return period.kind === 'range' ? { from: period.from, to: period.to } : yearRange(period.year);
}

export function yearRange(year: number): DayRange {
  return { from: dayOf(year, 1, 1), to: dayOf(year, 12, 31) };
}

/**
 * The month of the 'this month' panel: the current month while the range reaches today, else the range's last
 * month; a whole calendar month (so the server compares it with the month before) unless the range cuts it.
 */
export function monthOf(range: DayRange, now = new Date()): DayRange {
  const today = seoulToday(now);
  const end = range.from <= today && today <= range.to ? today : range.to;
  const [year, month] = end.split('-').map(Number) as [number, number];
  const first = dayOf(year, month, 1);
  const last = dayOf(year, month, lastDayOf(year, month));
  return { from: first < range.from ? range.from : first, to: last > range.to ? range.to : last };
}

/** Every day of a range, 'YYYY-MM-DD', in order. */
export function daysOf(range: DayRange): string[] {
  const days: string[] = [];
  const last = Date.parse(`${range.to}T00:00:00Z`);
  for (let t = Date.parse(`${range.from}T00:00:00Z`); t <= last; t += 86_400_000) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

/** Every month a range touches, 'YYYY-MM', in order. */
export function monthsOf(range: DayRange): string[] {
  const [fy, fm] = range.from.split('-').map(Number) as [number, number];
  const [ty, tm] = range.to.split('-').map(Number) as [number, number];
  const months: string[] = [];
  let [y, m] = [fy, fm];
  while (y < ty || (y === ty && m <= tm)) {
    months.push(`${y}-${pad(m)}`);
    [y, m] = m === 12 ? [y + 1, 1] : [y, m + 1];
  }
  return months;
}
