import type { Module } from '../../context/module.js';
import { AdminOrderResolver } from './admin-order.resolver.js';
import { adminOrderRoutes } from './admin-order.rest.js';
import { OrderProduct } from './order-product.entity.js';
import { Order } from './order.entity.js';
import { OrderProductResolver, OrderResolver } from './order.resolver.js';
import { orderRoutes } from './order.rest.js';
import { hasOrdersInProgress } from './order.service.js';

export const orderModule: Module = {
  name: 'order',
  entities: [Order, OrderProduct],
  resolvers: [OrderResolver, OrderProductResolver, AdminOrderResolver],
  routes: [...orderRoutes, ...adminOrderRoutes],
  hooks: { withdrawalBlocker: hasOrdersInProgress },
};
