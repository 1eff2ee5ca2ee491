import { z } from 'zod';
import { countText } from '../../common/schemas.js';
import { route } from '../../context/route.js';
import * as statistics from './statistics.service.js';
import type { ProductSales } from './statistics.types.js';

/** An empty query value is absent; days are checked by the service, which names the problem. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.union([z.literal('').transform(() => undefined), schema]).optional();
const day = optional(z.string().max(10));
const size = optional(countText());
const range = { startDate: day, endDate: day };

const bestJson = (rows: ProductSales[]) => rows.map((p) => ({ no: p.productNo, name: p.name, quantity: p.quantity }));

/** Admin console §7 Statistics, in the documented shapes; the GraphQL queries give more (Won, previous period…). */
export const statisticsRoutes = [
  route({
    method: 'GET',
    path: '/api/admin/statistics/orders/monthly-revenue',
    policy: 'admin',
    query: z.strictObject(range),
    handle: async ({ ctx, query }) =>
      (await statistics.monthlyRevenue(ctx.em, query)).points.map((p) => ({
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
    query: z.strictObject({ ...range, size }),
    handle: async ({ ctx, query }) => bestJson(await statistics.bestSellers(ctx.em, query, query.size)),
  }),
  route({
    method: 'GET',
    path: '/api/admin/statistics/products/monthly-best',
    policy: 'admin',
    query: z.strictObject({ size }),
    handle: async ({ ctx, query }) => bestJson(await statistics.monthBestSellers(ctx.em, query.size)),
  }),
  route({
    method: 'GET',
    path: '/api/admin/statistics/products/return-rate',
    policy: 'admin',
    query: z.strictObject({ ...range, size }),
    handle: async ({ ctx, query }) =>
      (await statistics.returnRateTable(ctx.em, query, query.size)).map((p) => ({
        productNo: p.productNo,
        productName: p.name,
        returnRate: p.returnRate,
        canceledQuantity: p.cancelledQuantity,
        deliveredQuantity: p.deliveredQuantity,
      })),
  }),
];
