import type {
  CharacterSalesArgsValue,
  ReturnRateArgsValue,
  SalesSeriesArgsValue,
  StatsShimMonthTopValue,
  StatsShimRangeValue,
  StatsShimTopValue,
  StatsTopArgsValue,
  StyleSalesArgsValue,
} from '@scene-shop/domain';
import { koreaDate } from '../../common/dates.js';
import type { Context } from '../../context/context.js';
import { salesByCharacter, salesByShow, salesByStyle } from './attribution.js';
import { bestProducts, returnRates } from './product-sales.js';
import { ALL_TIME_SCOPE, salesScope, type SalesScope } from './sales-scope.js';
import { salesSeries } from './sales-series.js';
import {
  StatsUnit,
  type CharacterSales,
  type ProductReturnRate,
  type ProductSales,
  type SalesSeries,
  type ShowSales,
  type StyleSales,
} from './statistics.types.js';
import { monthOf } from './stats-range.js';

/*
 * The admin's statistics over the sales rollup. Every range, limit and unit was checked by the domain's statistics
 * schemas at the edge.
 */

export function salesSeriesOf(ctx: Context, { from, to, unit }: SalesSeriesArgsValue): Promise<SalesSeries> {
  return salesSeries(ctx.em, { from, to }, unit);
}

export async function bestProductsOf(ctx: Context, { from, to, limit }: StatsTopArgsValue): Promise<ProductSales[]> {
  return bestProducts(ctx.em, await salesScope(ctx.em, { from, to }), limit);
}

export async function returnRatesOf(ctx: Context, args: ReturnRateArgsValue): Promise<ProductReturnRate[]> {
  const { from, to, limit, minQuantity } = args;
  return returnRates(ctx.em, await salesScope(ctx.em, { from, to }), limit, minQuantity);
}

export async function showSalesOf(ctx: Context, { from, to, limit }: StatsTopArgsValue): Promise<ShowSales[]> {
  return salesByShow(ctx.em, await salesScope(ctx.em, { from, to }), limit);
}

export async function characterSalesOf(ctx: Context, args: CharacterSalesArgsValue): Promise<CharacterSales[]> {
  const { from, to, limit, showNo } = args;
  return salesByCharacter(ctx.em, await salesScope(ctx.em, { from, to }), { showNo }, limit);
}

export async function styleSalesOf(ctx: Context, args: StyleSalesArgsValue): Promise<StyleSales[]> {
  const { from, to, limit, showNo, characterNo } = args;
  return salesByStyle(ctx.em, await salesScope(ctx.em, { from, to }), { showNo, characterNo }, limit);
}

/** The shims' optional range: both days or neither, which is all time. */
function shimScope(ctx: Context, { startDate, endDate }: StatsShimTopValue): Promise<SalesScope> {
  if (startDate === undefined || endDate === undefined) return Promise.resolve(ALL_TIME_SCOPE);
  return salesScope(ctx.em, { from: startDate, to: endDate });
}

/** Revenue per month of a range (the shim fills a missing end from the current Korea year). */
export function monthlyRevenue(ctx: Context, { startDate, endDate }: StatsShimRangeValue): Promise<SalesSeries> {
  return salesSeries(ctx.em, { from: startDate, to: endDate }, StatsUnit.MONTH);
}

export async function bestSellers(ctx: Context, args: StatsShimTopValue): Promise<ProductSales[]> {
  return bestProducts(ctx.em, await shimScope(ctx, args), args.size);
}

/** The best sellers of the current Korea month. */
export async function monthBestSellers(ctx: Context, { size }: StatsShimMonthTopValue): Promise<ProductSales[]> {
  return bestProducts(ctx.em, await salesScope(ctx.em, monthOf(koreaDate(new Date()))), size);
}

export async function returnRateTable(ctx: Context, args: StatsShimTopValue): Promise<ProductReturnRate[]> {
  return returnRates(ctx.em, await shimScope(ctx, args), args.size, 1);
}
