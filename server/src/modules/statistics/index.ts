import type { Module } from '../../context/module.js';
import { SalesDayRollup } from './sales-day-rollup.entity.js';
import { SalesProductRollup } from './sales-product-rollup.entity.js';
import { StatisticsResolver } from './statistics.resolver.js';
import { statisticsRoutes } from './statistics.rest.js';

export const statisticsModule: Module = {
  name: 'statistics',
  entities: [SalesProductRollup, SalesDayRollup],
  resolvers: [StatisticsResolver],
  routes: statisticsRoutes,
};
