import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { DomainEvent, EventBus } from './events.js';
import { AT_MS, MAX_ATTEMPTS, settleEvents } from './outbox.js';

export interface RecoveryPace {
  /**
   * Rows younger than this are left to the process that recorded them, which delivers them right after commit. A row
   * that failed `attempts` times waits this times 2^attempts after it was recorded (5 s, 10 s, 20 s, … for failures).
   */
  olderThanMs: number;
  /** How often the outbox is looked at (and once at start-up). */
  everyMs: number;
}

export const RECOVERY_PACE: RecoveryPace = { olderThanMs: 5000, everyMs: 5000 };

/** Rows claimed by one transaction: a backlog goes out in batches, each committed on its own. */
const BATCH = 100;

interface Row {
  id: string;
  name: DomainEvent['name'];
  payload: DomainEvent['payload'];
  attempts: number;
  at: number;
}

/**
 * Delivers the events left in the outbox: those of a process killed between its commit and its delivery, and
 * those a subscriber failed (retried up to MAX_ATTEMPTS times, waiting longer each time). Each batch is claimed
 * with `for update skip locked` in a transaction held while it is delivered, so instances on one database never
 * deliver the same row at once. A delivery that runs longer than `olderThanMs` may be repeated by a recovery:
 * subscribers are idempotent.
 */
export class OutboxRecovery {
  private timer: NodeJS.Timeout | null = null;
  private current: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(
    private readonly events: EventBus,
    private readonly orm: MikroORM,
    private readonly logger: Logger,
    private readonly pace: RecoveryPace = RECOVERY_PACE,
  ) {}

  /** Looks at once (start-up), then every `everyMs`. */
  start(): void {
    this.stopped = false;
    this.tick();
  }

  /** Stops looking; resolves once a batch in progress has been delivered. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.current;
  }

  /** Claims, delivers and settles one batch of old enough rows; answers how many rows it claimed. */
  recoverBatch(): Promise<number> {
    return this.orm.em.fork().transactional(async (tem) => {
      const rows = await tem.execute<Row[]>(
        `select id, name, payload, attempts, ${AT_MS} from event_outbox
          where created_at < now() - ? * power(2, attempts) * interval '1 millisecond'
          order by id limit ? for update skip locked`,
        [this.pace.olderThanMs, BATCH],
      );
      const failed: string[] = [];
      for (const row of rows) {
        const event = { name: row.name, payload: row.payload } as DomainEvent;
        if (await this.events.run(event, { at: new Date(row.at) })) continue;
        failed.push(row.id);
        if (row.attempts + 1 >= MAX_ATTEMPTS) this.logger.error({ event }, 'event dropped after failed deliveries');
      }
      if (rows.length > 0) {
        await settleEvents(
          tem,
          rows.map((r) => r.id),
          failed,
        );
        this.logger.info({ events: rows.length, failed: failed.length }, 'outbox events recovered');
      }
      return rows.length;
    });
  }

  private tick(): void {
    this.current = this.drain()
      .catch((err: unknown) => this.logger.error({ err }, 'outbox recovery failed; trying again later'))
      .finally(() => {
        if (!this.stopped) this.timer = setTimeout(() => this.tick(), this.pace.everyMs).unref();
      });
  }

  private async drain(): Promise<void> {
    // A full batch may mean more are waiting.
    let claimed = BATCH;
    while (!this.stopped && claimed === BATCH) claimed = await this.recoverBatch();
  }
}
