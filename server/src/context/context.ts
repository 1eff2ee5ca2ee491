import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Role } from '../common/enums.js';
import type { Storage } from '../common/storage.js';
import type { Config } from '../config/env.js';
import type { PubSub } from '../common/pubsub.js';
import { createLoaders, type Loaders } from './loaders.js';

/** Who is calling, as the verified token says; never taken from the request body. */
export interface Viewer {
  no: number;
  role: Role;
}

/** Long-lived pieces shared by every request. */
export interface Services {
  config: Config;
  logger: Logger;
  storage: Storage;
  pubSub: PubSub;
}

/** One per HTTP request and per subscription operation: its own EntityManager (identity map, dataloaders). */
export interface Context extends Services {
  em: EntityManager;
  viewer: Viewer | null;
  requestId: string;
  loaders: Loaders;
}

export function makeContext(services: Services, em: EntityManager, viewer: Viewer | null, requestId: string): Context {
  return { ...services, em, viewer, requestId, loaders: createLoaders(em, viewer) };
}
