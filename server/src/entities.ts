import 'reflect-metadata';
import { OutboxEvent } from './common/outbox-event.entity.js';
import { RateLimitBucket } from './common/rate-limit.entity.js';
import { moduleEntities } from './modules/index.js';

/** Every entity, listed once for MikroORM (no folder scanning, so compiled and test runs see the same set). */
export const entities = [...moduleEntities, RateLimitBucket, OutboxEvent];
