import type { Language } from '@scene-shop/domain';
import type { Mailer } from '../common/mail.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { EventBus } from '../common/events.js';
import type { KeyedTurns } from '../common/keyed-turns.js';
import type { PubSub } from '../common/pubsub.js';
import type { RateLimits } from '../common/rate-limits.js';
import type { Storage } from '../common/storage.js';
import type { Config } from '../config/env.js';
import type { Viewer } from './policy.js';

/** Per-request batch loaders; each feature adds its own by augmenting this interface (see modules/<x>/*.loaders.ts). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface Loaders {}

/**
 * Small interfaces a module owns and higher modules implement, so that a lower module can ask for a higher one's
 * answer without importing it (e.g. the user module's `withdrawalBlocker`, which the order module implements). Each
 * owner adds its own by augmenting this interface; implementations come from the modules' registry entries.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface Hooks {}

/** Every registered implementation of each hook, gathered by the composition root (modules/index.ts). */
export type HookSet = { [K in keyof Hooks]?: Hooks[K][] };

/** Long-lived pieces shared by every request. */
export interface Services {
  config: Config;
  logger: Logger;
  storage: Storage;
  pubSub: PubSub;
  events: EventBus;
  limits: RateLimits;
  mailer: Mailer;
  /** Orders for one product take turns on this instance (see order.service.ts). */
  productTurns: KeyedTurns;
  hooks: HookSet;
}

/** One per HTTP request and per subscription operation: its own EntityManager (identity map, dataloaders). */
export interface Context extends Services {
  em: EntityManager;
  viewer: Viewer | null;
  requestId: string;
  /** The caller's address (behind a trusted proxy, the forwarded one), for per-address limits. */
  ip: string;
  /** The language the request asks for (its Accept-Language; Korean by default): mails to someone without an account. */
  language: Language;
  loaders: Loaders;
}

/**
 * Builds a request's context from its Authorization and Accept-Language headers (http/context.ts); transports in
 * modules take it too.
 */
export type MakeContext = (
  authorization: unknown,
  requestId: string,
  ip: string,
  acceptLanguage?: unknown,
) => Promise<Context>;
