import type { Module } from '../../context/module.js';
import { adminAdvertiseRoutes } from './admin-advertise.rest.js';
import { Alert } from './alert.entity.js';
import { AlertResolver } from './alert.resolver.js';
import { alertRoutes } from './alert.rest.js';
import { subscribeAlerts } from './alert.subscribers.js';

export const alertModule: Module = {
  name: 'alert',
  entities: [Alert],
  resolvers: [AlertResolver],
  routes: [...alertRoutes, ...adminAdvertiseRoutes],
  subscribe: subscribeAlerts,
};
