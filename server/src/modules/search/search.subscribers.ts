import type { EventBus } from '../../common/events.js';
import type { SubscriberDeps } from '../../context/module.js';
import { recordMiss } from './search.service.js';

/** Missed searches are counted for the console, off the search's own EntityManager. */
export function subscribeSearch(events: EventBus, deps: SubscriberDeps): void {
  events.on('search.missed', ({ term, category }) => recordMiss(deps.orm.em.fork(), term, category));
}
