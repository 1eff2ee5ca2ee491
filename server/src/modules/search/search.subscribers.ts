import type { EntityManager } from '@mikro-orm/postgresql';
import type { SearchCategory } from '../../common/enums.js';
import type { EventBus } from '../../common/events.js';
import type { SubscriberDeps } from '../../context/module.js';

/** Counts a missed search: one upsert, so concurrent misses of the same term both count. */
async function recordMiss(em: EntityManager, term: string, category: SearchCategory): Promise<void> {
  await em.execute(
    `insert into search_miss (term, category, count, last_at) values (?, ?, 1, now())
      on conflict (term, category) do update set count = search_miss.count + 1, last_at = now()`,
    [term, category],
  );
}

/** Missed searches are counted for the console, off the search's own EntityManager. */
export function subscribeSearch(events: EventBus, deps: SubscriberDeps): void {
  events.on('search.missed', ({ term, category }) => recordMiss(deps.orm.em.fork(), term, category));
}
