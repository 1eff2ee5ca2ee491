import type { Module } from '../../context/module.js';
import { adminFashionLoaders } from './admin-fashion.loaders.js';
import { AdminFashionResolver, ItemStylesResolver, StyleCharacterResolver } from './admin-fashion.resolver.js';
import { adminFashionRoutes } from './admin-fashion.rest.js';
import { AdminShowResolver } from './admin-show.resolver.js';
import { adminShowRoutes } from './admin-show.rest.js';
import { Character } from './character.entity.js';
import { itemAlternativesLoaders } from './item-alternatives.loaders.js';
import { ItemAlternativesResolver } from './item-alternatives.resolver.js';
import { Item } from './item.entity.js';
import { Show } from './show.entity.js';
import { CharacterResolver, ItemResolver, ShowResolver, StyleResolver } from './show.resolver.js';
import { showRoutes } from './show.rest.js';
import { showTreeLoaders } from './show-tree.loaders.js';
import { StyleItem } from './style-item.entity.js';
import { StyleProduct } from './style-product.entity.js';
import { Style } from './style.entity.js';
import { wornInLoaders } from './worn-in.loaders.js';
import { WornInResolver } from './worn-in.resolver.js';

export const showModule: Module = {
  name: 'show',
  entities: [Show, Character, Style, StyleItem, Item, StyleProduct],
  resolvers: [
    ShowResolver,
    CharacterResolver,
    StyleResolver,
    ItemResolver,
    WornInResolver,
    ItemAlternativesResolver,
    AdminShowResolver,
    AdminFashionResolver,
    ItemStylesResolver,
    StyleCharacterResolver,
  ],
  routes: [...showRoutes, ...adminShowRoutes, ...adminFashionRoutes],
  loaders: (em) => ({
    ...showTreeLoaders(em),
    ...wornInLoaders(em),
    ...itemAlternativesLoaders(em),
    ...adminFashionLoaders(em),
  }),
};
