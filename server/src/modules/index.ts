import 'reflect-metadata';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventBus } from '../common/events.js';
import type { HookSet, Loaders } from '../context/context.js';
import { alertModule } from './alert/index.js';
import { auditModule } from './audit/index.js';
import { catalogModule } from './catalog/index.js';
import { chatModule } from './chat/index.js';
import { communityModule } from './community/index.js';
import { homeModule } from './home/index.js';
import { memberModule } from './member/index.js';
import type { Module, SubscriberDeps, ViewerOf } from '../context/module.js';
import { noticeModule } from './notice/index.js';
import { orderModule } from './order/index.js';
import { paymentModule } from './payment/index.js';
import { promotionModule } from './promotion/index.js';
import { searchModule } from './search/index.js';
import { showModule } from './show/index.js';
import { statisticsModule } from './statistics/index.js';
import { userModule } from './user/index.js';

/**
 * Every feature of the shop; the server is assembled from these registries. Part of the composition root: only
 * app.ts, schema.ts, orm-options.ts, rest.ts (and the tests and scripts) import this file, never a module or a lower
 * layer (ARCHITECTURE.md).
 */
export const modules: Module[] = [
  userModule,
  showModule,
  homeModule,
  memberModule,
  catalogModule,
  orderModule,
  paymentModule,
  promotionModule,
  noticeModule,
  communityModule,
  alertModule,
  chatModule,
  searchModule,
  auditModule,
  statisticsModule,
];

export const moduleEntities = modules.flatMap((m) => m.entities ?? []);
export const moduleResolvers = modules.flatMap((m) => m.resolvers ?? []);
/** The shim table: every documented REST route of every feature. */
export const shimTable = modules.flatMap((m) => m.routes ?? []);

export function createLoaders(em: EntityManager, viewerOf: ViewerOf): Loaders {
  return Object.assign({}, ...modules.map((m) => m.loaders?.(em, viewerOf) ?? {})) as Loaders;
}

/** Each hook's implementations, from every module that has one. */
export function gatherHooks(): HookSet {
  const set: Record<string, unknown[]> = {};
  for (const m of modules) for (const [name, hook] of Object.entries(m.hooks ?? {})) (set[name] ??= []).push(hook);
  return set as HookSet;
}

export function subscribeAll(events: EventBus, deps: SubscriberDeps): void {
  for (const m of modules) m.subscribe?.(events, deps);
}

export { findViewer } from './user/index.js';
