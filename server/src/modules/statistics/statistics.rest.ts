import { statsShimMonthTop, statsShimRange, statsShimTop } from '@scene-shop/domain';
import { z } from 'zod';
import { koreaDate } from '../../common/dates.js';
import { fromText } from '../../common/schemas.js';
import { route } from '../../context/route.js';
import * as statistics from './statistics.service.js';
import type { ProductSales } from './statistics.types.js';
import { yearOf } from './stats-range.js';

/** The monthly revenue's documented default: the current Korea year, for either end left out (or empty). */
const currentYearByDefault = (raw: unknown) => {
  if (typeof raw !== 'object' || raw === null) return raw;
  const year = yearOf(koreaDate(new Date()));
  const { startDate, endDate } = raw as Record<string, unknown>;
  return { ...raw, startDate: startDate || year.from, endDate: endDate || year.to };
};

const bestJson = (rows: ProductSales[]) => rows.map((p) => ({ no: p.productNo, name: p.name, quantity: p.quantity }));

/** Admin console §7 Statistics, in the documented shapes; the GraphQL queries give more (Won, previous period…). */
export const statisticsRoutes = [
  route({
    method: 'GET',
    path: '/api/admin/statistics/orders/monthly-revenue',
    policy: 'admin',
    query: z.preprocess(currentYearByDefault, fromText(statsShimRange)),
    handle: async ({ ctx, query }) =>
      (await statistics.monthlyRevenue(ctx, query)).points.map((p) => ({
        month: Number(p.period.slice(5, 7)),
        totalRevenue: p.revenue,
        // Not in the spec's rows: a range may span years.
        year: Number(p.period.slice(0, 4)),
      })),
  }),
  route({
    method: 'GET',
    path: '/api/admin/statistics/products/best',
    policy: 'admin',
    query: fromText(statsShimTop),
    handle: async ({ ctx, query }) => bestJson(await statistics.bestSellers(ctx, query)),
  }),
  route({
    method: 'GET',
    path: '/api/admin/statistics/products/monthly-best',
    policy: 'admin',
    query: fromText(statsShimMonthTop),
    handle: async ({ ctx, query }) => bestJson(await statistics.monthBestSellers(ctx, query)),
  }),
  route({
    method: 'GET',
    path: '/api/admin/statistics/products/return-rate',
    policy: 'admin',
    query: fromText(statsShimTop),
    handle: async ({ ctx, query }) =>
      (await statistics.returnRateTable(ctx, query)).map((p) => ({
        productNo: p.productNo,
        productName: p.name,
        returnRate: p.returnRate,
        canceledQuantity: p.cancelledQuantity,
        deliveredQuantity: p.deliveredQuantity,
      })),
  }),
];
