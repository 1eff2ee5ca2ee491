import { z } from 'zod';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a YYYY-MM-DD text names a day that exists (not 2024-02-30). */
const isRealDay = (day: string) => DAY.test(day) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);

/** A calendar day written YYYY-MM-DD (in the shop, a Korea date). */
export const calendarDay = () => z.string().regex(DAY).refine(isRealDay);

/** The calendar day `days` after `day` (both YYYY-MM-DD), computed in UTC so no time zone shifts it. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const koreaDays = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' });

/** Today in Korea, YYYY-MM-DD. */
export const koreaToday = (): string => koreaDays.format(new Date());
