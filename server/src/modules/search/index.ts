import type { Module } from '../../context/module.js';
import { SearchMiss } from './search-miss.entity.js';
import { SearchProductName } from './search-product-name.entity.js';
import { SearchResolver } from './search.resolver.js';
import { searchRoutes } from './search.rest.js';
import { subscribeSearch } from './search.subscribers.js';

export const searchModule: Module = {
  name: 'search',
  entities: [SearchMiss, SearchProductName],
  resolvers: [SearchResolver],
  routes: searchRoutes,
  subscribe: subscribeSearch,
};
