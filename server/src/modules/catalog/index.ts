import type { Module } from '../../context/module.js';
import { AdminProductResolver } from './admin-product.resolver.js';
import { adminProductRoutes } from './admin-product.rest.js';
import { ProductResolver, ReviewResolver } from './catalog.resolver.js';
import { catalogRoutes } from './catalog.rest.js';
import { MyReviewResolver } from './my-review.resolver.js';
import { myReviewRoutes } from './my-review.rest.js';
import { ProductCount } from './product-count.entity.js';
import { Product } from './product.entity.js';
import { Review } from './review.entity.js';
import { reviewLoaders } from './review.loaders.js';

export const catalogModule: Module = {
  name: 'catalog',
  entities: [Product, ProductCount, Review],
  resolvers: [ProductResolver, ReviewResolver, MyReviewResolver, AdminProductResolver],
  routes: [...catalogRoutes, ...myReviewRoutes, ...adminProductRoutes],
  loaders: reviewLoaders,
};
