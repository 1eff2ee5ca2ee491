import type { Module } from '../module.js';
import { Character } from './character.entity.js';
import { Item } from './item.entity.js';
import { Show } from './show.entity.js';
import { CharacterResolver, ItemResolver, ShowResolver, StyleResolver } from './show.resolver.js';
import { showRoutes } from './show.rest.js';
import { StyleItem } from './style-item.entity.js';
import { Style } from './style.entity.js';
import { wornInLoaders } from './worn-in.loaders.js';
import { WornInResolver } from './worn-in.resolver.js';

export const showModule: Module = {
  name: 'show',
  entities: [Show, Character, Style, StyleItem, Item],
  resolvers: [ShowResolver, CharacterResolver, StyleResolver, ItemResolver, WornInResolver],
  routes: showRoutes,
  loaders: wornInLoaders,
};
