import type { Module } from '../../context/module.js';
import { AdminOrderResolver } from './admin-order.resolver.js';
import { adminOrderRoutes } from './admin-order.rest.js';
import { MyReviewResolver } from './my-review.resolver.js';
import { myReviewRoutes } from './my-review.rest.js';
import { OrderProduct } from './order-product.entity.js';
import { Courier } from './courier.entity.js';
import { DeliveryResolver } from './delivery.resolver.js';
import { Order } from './order.entity.js';
import { OrderProductResolver, OrderResolver } from './order.resolver.js';
import { orderRoutes } from './order.rest.js';
import { hasOrdersInProgress } from './order.service.js';
import { Review } from './review.entity.js';
import { reviewLoaders } from './review.loaders.js';
import { ReviewResolver } from './review.resolver.js';
import { reviewRoutes } from './review.rest.js';

export const orderModule: Module = {
  name: 'order',
  entities: [Order, OrderProduct, Review, Courier],
  resolvers: [
    OrderResolver,
    OrderProductResolver,
    AdminOrderResolver,
    DeliveryResolver,
    ReviewResolver,
    MyReviewResolver,
  ],
  routes: [...orderRoutes, ...adminOrderRoutes, ...reviewRoutes, ...myReviewRoutes],
  loaders: reviewLoaders,
  hooks: { withdrawalBlocker: hasOrdersInProgress },
};
