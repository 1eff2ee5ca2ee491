import type { EntityManager } from '@mikro-orm/postgresql';
import type { DomainEvent } from './events.js';

/**
 * The transactional outbox's statements (table event_outbox). A service records its events inside the transaction
 * of the change they report; the same process delivers them once it has committed and then clears them. A row
 * still there later was lost to a crash, or a subscriber failed: ./outbox-recovery.ts delivers it again.
 */

/** Events recorded by one statement, ready to be delivered after the commit. */
export interface RecordedEvents {
  /** The rows' ids, in the order of `events`. */
  ids: string[];
  events: DomainEvent[];
  /** The recording transaction's time. */
  at: Date;
}

/**
 * A failed delivery is retried this many times in all, each wait twice the one before (see RecoveryPace): from the
 * recovery's 5 s up to about two days after the event, long enough for a mail server's outage. Then the event is
 * dropped with an error in the log, so one event that always fails cannot hold the outbox forever.
 */
export const MAX_ATTEMPTS = 16;

/** A row's time as epoch milliseconds: the driver hands timestamps over as text. */
export const AT_MS = `(extract(epoch from created_at) * 1000)::float8 as at`;

/** A PostgreSQL array literal of ids (an empty list works too). */
const idArray = (ids: readonly string[]) => `{${ids.join(',')}}`;

/** Inserts the events (one statement) inside the caller's transaction; nothing for no events. */
export async function recordEvents(tem: EntityManager, events: DomainEvent[]): Promise<RecordedEvents> {
  if (events.length === 0) return { ids: [], events, at: new Date() };
  const rows = await tem.execute<{ id: string; at: number }[]>(
    `insert into event_outbox (name, payload)
     select e.value->>'name', e.value->'payload' from jsonb_array_elements(?::jsonb) with ordinality e
      order by e.ordinality
     returning id, ${AT_MS}`,
    [JSON.stringify(events)],
  );
  // The sequence numbers the rows in the order they are inserted, which is the events' order.
  const ids = rows.map((r) => r.id).sort((a, b) => Number(a) - Number(b));
  return { ids, events, at: new Date(rows[0]!.at) };
}

/**
 * After a delivery, in one statement: `failed` rows count one more attempt and stay (dropped once they reach
 * MAX_ATTEMPTS), every other row of `ids` is deleted.
 */
export async function settleEvents(em: EntityManager, ids: string[], failed: string[]): Promise<void> {
  await em.execute(
    `with retried as (
       update event_outbox set attempts = attempts + 1 where id = any(?::bigint[]) and attempts + 1 < ? returning id)
     delete from event_outbox where id = any(?::bigint[]) and id not in (select id from retried)`,
    [idArray(failed), MAX_ATTEMPTS, idArray(ids)],
    'run',
  );
}
