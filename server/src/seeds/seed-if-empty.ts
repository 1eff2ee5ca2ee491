import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Storage } from '../common/storage.js';
import { ConfigError } from '../config/config-error.js';
import type { Config } from '../config/env.js';
import { User } from '../modules/user/user.entity.js';
import { seedDemo } from './demo-data.js';

/** Documented for local use only; production refuses to create an admin without ADMIN_PASSWORD. */
export const DEMO_ADMIN_PASSWORD = 'admin1234!';
export const DEMO_MEMBER_PASSWORD = 'member1234!';

export function adminPassword(config: Config): string {
  if (config.ADMIN_PASSWORD) return config.ADMIN_PASSWORD;
  if (config.NODE_ENV === 'production') {
    throw new ConfigError(['ADMIN_PASSWORD: required in production before the first start creates the admin account']);
  }
  return DEMO_ADMIN_PASSWORD;
}

/** Loads the demo data set into an empty database (no members yet); leaves any other database alone. */
export async function seedIfEmpty(em: EntityManager, config: Config, storage: Storage, logger: Logger): Promise<void> {
  if ((await em.count(User, {})) > 0) return;
  const started = Date.now();
  const counts = await seedDemo(em, {
    scale: 1,
    storage,
    adminPassword: adminPassword(config),
    memberPassword: DEMO_MEMBER_PASSWORD,
    log: (msg) => logger.info(msg),
  });
  logger.info({ counts, ms: Date.now() - started }, 'loaded the demo data set');
}
