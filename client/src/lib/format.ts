import { MSG } from './messages.js'; // with .js: the tests' Node resolution reads this file too

const won = new Intl.NumberFormat('ko-KR');

/** 12900 -> '12,900원'. Money is integer won everywhere; this is the only place it becomes text. */
export function formatWon(amount: number): string {
  return `${won.format(amount)}원`;
}

const seoulParts = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

/** Year, month and day of an instant on the calendar in Korea. */
function seoulDay(value: string | Date) {
  const date = typeof value === 'string' ? new Date(value) : value;
  const parts = Object.fromEntries(seoulParts.formatToParts(date).map((p) => [p.type, p.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
}

/** An ISO instant shown as its calendar day in Korea: 'Y년 M월 D일'. */
export function formatKoreanDate(value: string | Date): string {
  const { year, month, day } = seoulDay(value);
  return `${year}년 ${month}월 ${day}일`;
}

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
