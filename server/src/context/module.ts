import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { EventBus } from '../common/events.js';
import type { Mailer } from '../common/mail.js';
import type { PubSub } from '../common/pubsub.js';
import type { Hooks, Loaders } from './context.js';
import type { Viewer } from './policy.js';
import type { AnyRoute } from './route.js';

/**
 * The request's viewer, asked for when a loader's batch runs: reading it goes through `ctx.viewer`, so the response
 * cache knows the answer depends on who asks.
 */
export type ViewerOf = () => Viewer | null;

/** What a subscriber may use: its own EntityManager forks, the live channels, the mailer and the shop's address. */
export interface SubscriberDeps {
  orm: MikroORM;
  pubSub: PubSub;
  mailer: Mailer;
  publicUrl: string;
}

/**
 * A feature's registry: everything the server assembles from it. Adding a feature means adding one of these to
 * `modules/index.ts` (and the module to a level of MODULE_LEVELS, .dependency-cruiser.mjs); nothing in the lower
 * layers (common/, config/, context/, http/) needs to know the feature exists.
 */
export interface Module {
  name: string;
  entities?: (new (...args: never[]) => object)[];
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type -- type-graphql takes resolver classes
  resolvers?: Function[];
  routes?: AnyRoute[];
  /** Per-request batch loaders this feature adds to `ctx.loaders`. */
  loaders?: (em: EntityManager, viewerOf: ViewerOf) => Partial<Loaders>;
  /** Reactions to domain events, registered once at start. */
  subscribe?: (events: EventBus, deps: SubscriberDeps) => void;
  /** This feature's implementations of lower modules' hooks (see `Hooks`). */
  hooks?: { [K in keyof Hooks]?: Hooks[K] };
}
