import { z } from 'zod';
import { issue } from '../keys.js';

/** One point per Korea day or per calendar month. */
export const STATS_UNIT = { DAY: 'DAY', MONTH: 'MONTH' } as const;

export const STATS_FIRST_DAY = '2000-01-01';
export const STATS_LAST_DAY = '2999-12-31';
/** The longest range (about ten years) and the most points a series by day has. */
export const STATS_MAX_SPAN_DAYS = 3660;
export const STATS_MAX_DAY_POINTS = 366;
export const STATS_DEFAULT_LIMIT = 10;
export const STATS_MAX_LIMIT = 50;
export const STATS_MAX_MIN_QUANTITY = 100_000;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;
const utc = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** A real calendar day, YYYY-MM-DD, within the days the statistics accept. */
function isStatsDay(value: string): boolean {
  const ms = utc(value);
  if (!DAY.test(value) || Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== value) return false;
  return value >= STATS_FIRST_DAY && value <= STATS_LAST_DAY;
}

/** Days from `from` to `to`, both counted. */
const spanDays = (from: string, to: string) => Math.round((utc(to) - utc(from)) / DAY_MS) + 1;

const statsDay = () => z.string().refine(isStatsDay, issue('adminStatistics.dayInvalid'));

/** A whole number from 1 to `max`; left out or null, the default. */
const bounded = (max: number, fallback: number, message: string) =>
  z
    .int()
    .min(1, message)
    .max(max, message)
    .nullish()
    .transform((n) => n ?? fallback);

const limitInvalid = issue('adminStatistics.limitInvalid');
const limit = bounded(STATS_MAX_LIMIT, STATS_DEFAULT_LIMIT, limitInvalid);
/** The documented calls' `size` (a query string has no null). */
const size = z.int().min(1, limitInvalid).max(STATS_MAX_LIMIT, limitInvalid).default(STATS_DEFAULT_LIMIT);

type Days = Record<string, unknown>;

/** `to` not before `from` and at most STATS_MAX_SPAN_DAYS days, blamed on the last day's field. */
const rangeRule =
  (fromKey: string, toKey: string) =>
  (value: Days, ctx: z.RefinementCtx): void => {
    const from = value[fromKey];
    const to = value[toKey];
    if (typeof from !== 'string' || typeof to !== 'string') return;
    if (to < from) ctx.addIssue({ code: 'custom', message: issue('adminStatistics.rangeReversed'), path: [toKey] });
    else if (spanDays(from, to) > STATS_MAX_SPAN_DAYS)
      ctx.addIssue({ code: 'custom', message: issue('adminStatistics.rangeTooLong'), path: [toKey] });
  };

const range = { from: statsDay(), to: statsDay() };
const top = { ...range, limit };
const byCharacter = { ...top, showNo: z.int().nullish() };

/** Sales per day or month of a range (by day at most STATS_MAX_DAY_POINTS days). */
export const salesSeriesArgs = z
  .strictObject({
    ...range,
    unit: z
      .enum(STATS_UNIT)
      .nullish()
      .transform((unit) => unit ?? STATS_UNIT.MONTH),
  })
  .superRefine((value, ctx) => {
    rangeRule('from', 'to')(value, ctx);
    const { from, to, unit } = value;
    if (unit === STATS_UNIT.DAY && to >= from && spanDays(from, to) > STATS_MAX_DAY_POINTS)
      ctx.addIssue({ code: 'custom', message: issue('adminStatistics.tooManyDays'), path: ['unit'] });
  });
export type SalesSeriesArgsValue = z.output<typeof salesSeriesArgs>;

/** The first `limit` (1 to 50) of a ranking over a range. */
export const statsTopArgs = z.strictObject(top).superRefine(rangeRule('from', 'to'));
export type StatsTopArgsValue = z.output<typeof statsTopArgs>;

/** Return rates of the products with at least `minQuantity` delivered plus cancelled units. */
export const returnRateArgs = z
  .strictObject({
    ...top,
    minQuantity: bounded(STATS_MAX_MIN_QUANTITY, 1, issue('adminStatistics.minQuantityInvalid')),
  })
  .superRefine(rangeRule('from', 'to'));
export type ReturnRateArgsValue = z.output<typeof returnRateArgs>;

export const characterSalesArgs = z.strictObject(byCharacter).superRefine(rangeRule('from', 'to'));
export type CharacterSalesArgsValue = z.output<typeof characterSalesArgs>;

export const styleSalesArgs = z
  .strictObject({ ...byCharacter, characterNo: z.int().nullish() })
  .superRefine(rangeRule('from', 'to'));
export type StyleSalesArgsValue = z.output<typeof styleSalesArgs>;

/** The documented statistics calls' range (admin console §7): both days, named startDate and endDate. */
export const statsShimRange = z
  .strictObject({ startDate: statsDay(), endDate: statsDay() })
  .superRefine(rangeRule('startDate', 'endDate'));
export type StatsShimRangeValue = z.output<typeof statsShimRange>;

/** A documented ranking: of a range (both days or neither, which is all time), the first `size`. */
export const statsShimTop = z
  .strictObject({ startDate: statsDay().optional(), endDate: statsDay().optional(), size })
  .superRefine((value, ctx) => {
    const { startDate, endDate } = value;
    if ((startDate === undefined) !== (endDate === undefined)) {
      const path = [startDate === undefined ? 'startDate' : 'endDate'];
      ctx.addIssue({ code: 'custom', message: issue('adminStatistics.datesTogether'), path });
    }
    rangeRule('startDate', 'endDate')(value, ctx);
  });
export type StatsShimTopValue = z.output<typeof statsShimTop>;

/** The current month's ranking: its first `size`. */
export const statsShimMonthTop = z.strictObject({ size });
export type StatsShimMonthTopValue = z.output<typeof statsShimMonthTop>;
