import { type Message, msg } from '@scene-shop/domain';
import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput } from '../../common/errors.js';
import { koreaDate } from '../../common/dates.js';
import { salesByCharacter, salesByShow, salesByStyle } from './attribution.service.js';
import { bestProducts, returnRates } from './product-sales.service.js';
import { ALL_TIME_SCOPE, salesScope, type SalesScope } from './sales-scope.js';
import { salesSeries } from './sales-series.service.js';
import {
  DEFAULT_LIMIT,
  type CharacterSalesArgs,
  type ReturnRateArgs,
  type SalesSeriesArgs,
  type StatsTopArgs,
  type StyleSalesArgs,
} from './statistics.args.js';
import {
  StatsUnit,
  type CharacterSales,
  type ProductReturnRate,
  type ProductSales,
  type SalesSeries,
  type ShowSales,
  type StyleSales,
} from './statistics.types.js';
import { monthOf, statsRange, yearOf } from './stats-range.js';

const MAX_LIMIT = 50;
const MAX_MIN_QUANTITY = 100_000;

/** A whole number in [1, max], the default for null; otherwise BAD_USER_INPUT with the field's message. */
function bounded(value: number | null | undefined, fallback: number, max: number, message: Message, field: string) {
  const n = value ?? fallback;
  if (!Number.isInteger(n) || n < 1 || n > max) throw badInput(message, field);
  return n;
}

const checkLimit = (limit: number | null | undefined, field = 'limit') =>
  bounded(limit, DEFAULT_LIMIT, MAX_LIMIT, msg('adminStatistics.limitInvalid'), field);

const checkMinQuantity = (minQuantity: number | null | undefined) =>
  bounded(minQuantity, 1, MAX_MIN_QUANTITY, msg('adminStatistics.minQuantityInvalid'), 'minQuantity');

export function salesSeriesOf(em: EntityManager, args: SalesSeriesArgs): Promise<SalesSeries> {
  return salesSeries(em, statsRange(args.from, args.to), args.unit ?? StatsUnit.MONTH);
}

export async function bestProductsOf(em: EntityManager, args: StatsTopArgs): Promise<ProductSales[]> {
  const range = statsRange(args.from, args.to);
  const limit = checkLimit(args.limit);
  return bestProducts(em, await salesScope(em, range), limit);
}

export async function returnRatesOf(em: EntityManager, args: ReturnRateArgs): Promise<ProductReturnRate[]> {
  const range = statsRange(args.from, args.to);
  const limit = checkLimit(args.limit);
  const minQuantity = checkMinQuantity(args.minQuantity);
  return returnRates(em, await salesScope(em, range), limit, minQuantity);
}

export async function showSalesOf(em: EntityManager, args: StatsTopArgs): Promise<ShowSales[]> {
  const range = statsRange(args.from, args.to);
  const limit = checkLimit(args.limit);
  return salesByShow(em, await salesScope(em, range), limit);
}

export async function characterSalesOf(em: EntityManager, args: CharacterSalesArgs): Promise<CharacterSales[]> {
  const range = statsRange(args.from, args.to);
  const limit = checkLimit(args.limit);
  return salesByCharacter(em, await salesScope(em, range), { showNo: args.showNo }, limit);
}

export async function styleSalesOf(em: EntityManager, args: StyleSalesArgs): Promise<StyleSales[]> {
  const range = statsRange(args.from, args.to);
  const limit = checkLimit(args.limit);
  const filter = { showNo: args.showNo, characterNo: args.characterNo };
  return salesByStyle(em, await salesScope(em, range), filter, limit);
}

/** The shims' optional range: both days (checked as the GraphQL ones) or neither, which is all time. */
export interface ShimRange {
  startDate?: string;
  endDate?: string;
}

async function shimScope(em: EntityManager, { startDate, endDate }: ShimRange): Promise<SalesScope> {
  if (startDate === undefined && endDate === undefined) return ALL_TIME_SCOPE;
  if (startDate === undefined || endDate === undefined) {
    throw badInput(msg('adminStatistics.datesTogether'), startDate === undefined ? 'startDate' : 'endDate');
  }
  return salesScope(em, statsRange(startDate, endDate, ['startDate', 'endDate']));
}

/** Revenue per month of a range, the current Korea year by default (either end may be given alone). */
export function monthlyRevenue(em: EntityManager, { startDate, endDate }: ShimRange): Promise<SalesSeries> {
  const year = yearOf(koreaDate(new Date()));
  const range = statsRange(startDate ?? year.from, endDate ?? year.to, ['startDate', 'endDate']);
  return salesSeries(em, range, StatsUnit.MONTH);
}

export async function bestSellers(em: EntityManager, range: ShimRange, size?: number): Promise<ProductSales[]> {
  const limit = checkLimit(size, 'size');
  return bestProducts(em, await shimScope(em, range), limit);
}

/** The best sellers of the current Korea month. */
export async function monthBestSellers(em: EntityManager, size?: number): Promise<ProductSales[]> {
  const limit = checkLimit(size, 'size');
  return bestProducts(em, await salesScope(em, monthOf(koreaDate(new Date()))), limit);
}

export async function returnRateTable(em: EntityManager, range: ShimRange, size?: number) {
  const limit = checkLimit(size, 'size');
  return returnRates(em, await shimScope(em, range), limit, 1);
}
