import type { Module } from '../../context/module.js';
import { adminAdvertiseRoutes } from './admin-advertise.rest.js';
import { Alert } from './alert.entity.js';
import { AlertResolver } from './alert.resolver.js';
import { alertRoutes } from './alert.rest.js';
import { subscribeAlerts } from './alert.subscribers.js';
import { RestockRequest } from './restock-request.entity.js';
import { restockRequestLoaders } from './restock-request.loaders.js';
import { RestockRequestResolver } from './restock-request.resolver.js';
import { restockRequestRoutes } from './restock-request.rest.js';

export const alertModule: Module = {
  name: 'alert',
  entities: [Alert, RestockRequest],
  resolvers: [AlertResolver, RestockRequestResolver],
  routes: [...alertRoutes, ...adminAdvertiseRoutes, ...restockRequestRoutes],
  loaders: restockRequestLoaders,
  subscribe: subscribeAlerts,
};
