import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Role } from '../common/enums.js';
import type { Storage } from '../common/storage.js';
import type { Config } from '../config/env.js';
import type { PubSub } from '../common/pubsub.js';
import { User } from '../modules/user/user.entity.js';
import { createLoaders, type Loaders } from './loaders.js';
import { verifyToken } from './token.js';

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

/**
 * Builds a request's context from its bearer token. A valid signature is not enough: the member must still exist
 * and not have left, and the role is read from the database (one primary-key lookup, only when a token is sent).
 */
export async function makeContext(
  services: Services,
  em: EntityManager,
  token: string | null,
  requestId: string,
): Promise<Context> {
  const claimed = verifyToken(services.config, token);
  const row = claimed
    ? await em.findOne(
        User,
        { no: claimed.no, withdrawnAt: null },
        { fields: ['no', 'role'], disableIdentityMap: true },
      )
    : null;
  const viewer: Viewer | null = row ? { no: row.no, role: row.role } : null;
  return { ...services, em, viewer, requestId, loaders: createLoaders(em, viewer) };
}
