import type { Module } from '../../context/module.js';
import { AdminOptionResolver } from './admin-option.resolver.js';
import { AdminProductResolver } from './admin-product.resolver.js';
import { adminProductRoutes } from './admin-product.rest.js';
import { ProductResolver } from './catalog.resolver.js';
import { catalogRoutes } from './catalog.rest.js';
import { ProductOption } from './product-option.entity.js';
import { productOptionLoaders } from './product-option.loaders.js';
import { ProductOptionsResolver } from './product-option.resolver.js';
import { ProductCount } from './product-count.entity.js';
import { Product } from './product.entity.js';

export const catalogModule: Module = {
  name: 'catalog',
  entities: [Product, ProductOption, ProductCount],
  resolvers: [ProductResolver, ProductOptionsResolver, AdminProductResolver, AdminOptionResolver],
  routes: [...catalogRoutes, ...adminProductRoutes],
  loaders: productOptionLoaders,
};
