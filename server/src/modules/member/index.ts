import type { Module } from '../../context/module.js';
import { Scrap } from './scrap.entity.js';
import { scrapLoaders } from './scrap.loaders.js';
import { CharacterScrapResolver, ScrapResolver } from './scrap.resolver.js';
import { scrapRoutes } from './scrap.rest.js';

export const memberModule: Module = {
  name: 'member',
  entities: [Scrap],
  resolvers: [ScrapResolver, CharacterScrapResolver],
  routes: scrapRoutes,
  loaders: scrapLoaders,
};
