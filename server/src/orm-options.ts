import 'reflect-metadata';
import type { Options } from '@mikro-orm/core';
import type { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { OutboxEvent } from './common/outbox-event.entity.js';
import { RateLimitBucket } from './common/rate-limit.entity.js';
import { ormSettings, type OrmHooks } from './config/orm.js';
import { migrationsList } from './migrations/index.js';
import { moduleEntities } from './modules/index.js';

/** Every entity, listed once for MikroORM (no folder scanning, so compiled and test runs see the same set). */
export const entities = [...moduleEntities, RateLimitBucket, OutboxEvent];

/** MikroORM's options for the shop's database: every module's entities and every migration. */
export function ormOptions(clientUrl: string, hooks: OrmHooks = {}): Options<PostgreSqlDriver> {
  return ormSettings(clientUrl, { entities, migrationsList }, hooks);
}
