import type { Module } from '../module.js';
import { Alert } from './alert.entity.js';
import { AlertResolver } from './alert.resolver.js';
import { subscribeAlerts } from './alert.subscribers.js';

export const alertModule: Module = {
  name: 'alert',
  entities: [Alert],
  resolvers: [AlertResolver],
  subscribe: subscribeAlerts,
};
