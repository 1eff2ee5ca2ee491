import { seoulDay } from './format.js'; // with .js: the tests' Node resolution reads this file too
import { MSG } from './messages.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago an instant was (spec §9): minutes under 60, hours under 24, days under 4, then the month and day in
 * Korea. A time slightly ahead of `now` (clocks differ) counts as just now.
 */
export function formatRelativeTime(value: string | Date, now: Date | number = Date.now()): string {
  const at = typeof value === 'string' ? new Date(value) : value;
  const elapsed = Math.max(0, Number(now) - at.getTime());
  if (elapsed < MINUTE) return MSG.time.justNow;
  if (elapsed < HOUR) return MSG.time.minutesAgo(Math.floor(elapsed / MINUTE));
  if (elapsed < DAY) return MSG.time.hoursAgo(Math.floor(elapsed / HOUR));
  if (elapsed < 4 * DAY) return MSG.time.daysAgo(Math.floor(elapsed / DAY));
  const { month, day } = seoulDay(at);
  return MSG.time.monthDay(month, day);
}
