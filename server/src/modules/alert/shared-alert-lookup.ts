import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import type { AlertMessage, BroadcastAlert } from '../../common/pubsub.js';

type Connection = ReturnType<EntityManager['getConnection']>;

interface Ask {
  event: BroadcastAlert;
  userNo: number;
}

interface Row {
  no: number;
  user_no: number;
  event_key: string;
  language: string | null;
}

/** A member's row of a shared alert: its number, and the language its member reads in. */
interface Own {
  no: number;
  memberLanguage: string | null;
}

const askKey = (userNo: number, eventKey: string) => `${userNo}:${eventKey}`;

/**
 * One server instance's lookups of members' own rows of shared alerts. Every subscription on the instance hears an
 * ALERT_ALL event in the same turn of the event loop; their lookups wait for the end of that turn and go out as ONE
 * statement (however many subscriptions and events the turn brought).
 */
export class SharedAlertLookup {
  private readonly loader: DataLoader<Ask, Own | null>;

  constructor(private readonly connection: Connection) {
    // No cache: each event is asked about once; setImmediate lets every listener of the notification ask first.
    this.loader = new DataLoader((asks) => this.find(asks), {
      cache: false,
      batchScheduleFn: (run) => setImmediate(run),
    });
  }

  /** The member's alert for this event, or null when it was not stored for them by this very publish. */
  async rowOf(event: BroadcastAlert, userNo: number): Promise<AlertMessage | null> {
    const own = await this.loader.load({ event, userNo });
    if (own === null) return null;
    const { category, content, messageKey, messageArgs, path, date } = event;
    return { ...own, category, content, messageKey, messageArgs, path, isRead: false, date };
  }

  private async find(asks: readonly Ask[]): Promise<(Own | null)[]> {
    // Only the rows this very publish stored (its date): an earlier run of the same event delivered its own.
    const rows = await this.connection.execute<Row[]>(
      `select a.no, a.user_no, a.event_key, u.language from alert a
         join unnest(array[?]::varchar[], array[?]::int[], array[?]::timestamptz[]) as k(event_key, user_no, date)
           on a.event_key = k.event_key and a.user_no = k.user_no and a.date = k.date
         join users u on u.no = a.user_no`,
      [asks.map((a) => a.event.eventKey), asks.map((a) => a.userNo), asks.map((a) => a.event.date)],
    );
    const found = new Map(rows.map((r) => [askKey(r.user_no, r.event_key), { no: r.no, memberLanguage: r.language }]));
    return asks.map(({ event, userNo }) => found.get(askKey(userNo, event.eventKey)) ?? null);
  }
}

/** One lookup per database connection pool, i.e. per server instance. */
const perInstance = new WeakMap<Connection, SharedAlertLookup>();

export function sharedAlertLookup(em: EntityManager): SharedAlertLookup {
  const connection = em.getConnection();
  let lookup = perInstance.get(connection);
  if (!lookup) {
    lookup = new SharedAlertLookup(connection);
    perInstance.set(connection, lookup);
  }
  return lookup;
}
