import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { ClaimState } from '@scene-shop/domain';
import type { OrderState, SearchCategory } from './enums.js';
import { recordEvents, settleEvents, type RecordedEvents } from './outbox.js';

/** Every domain event and its payload: plain data, never entities, so subscribers load what they need themselves. */
export interface DomainEvents {
  'order.placed': { orderNo: number; userNo: number };
  'order.cancelled': { orderNo: number; userNo: number };
  'order.stateChanged': { orderNo: number; userNo: number; from: OrderState; to: OrderState };
  /** A return or exchange request was made (REQUESTED) or reached a new state: its member hears of it. */
  'claim.changed': { claimNo: number; userNo: number; state: ClaimState };
  /** The admin moved another member's post to the trash: that member gets a warning alert. */
  'post.removedByAdmin': { postNo: number; userNo: number };
  /** A member commented on a post (parentNo null) or replied to a top-level comment. */
  'comment.created': { commentNo: number; postNo: number; authorNo: number; parentNo: number | null };
  /** followerNo started following followeeNo (not sent again while the follow stands). */
  'follow.created': { followerNo: number; followeeNo: number };
  /** The admin issued a coupon to every member: every member hears of it. */
  'promotion.sent': { couponNo: number };
  /**
   * The admin's advertisement notification (admin console: content and a site path), sent to every member. `id` (a
   * UUID made when it is recorded) keys its alerts, so a re-delivery alerts nobody twice.
   */
  'advertisement.sent': { id: string; content: string; path: string | null };
  /** A character got a new style: the members who scrapped that character hear of it. */
  'style.created': { styleNo: number; characterNo: number };
  /** A product's stock went from 0 to above 0: members who scrapped a character wearing it hear of it. */
  'product.restocked': { productNo: number };
  /** A product option (a size) went from 0 to above 0: the members who asked to hear of that size are told. */
  'option.restocked': { optionNo: number };
  /** A product's discounted price fell (won, before and after): the same members hear of it. */
  'product.priceDropped': { productNo: number; from: number; to: number };
  /** A search answered with no results; the term is already normalised (trimmed, lower case). */
  'search.missed': { term: string; category: SearchCategory };
}

export type EventName = keyof DomainEvents;
/** One event with its payload, as recorded and delivered. */
export type DomainEvent = { [K in EventName]: { name: K; payload: DomainEvents[K] } }[EventName];

/** What a subscriber knows of an event besides its payload. */
export interface EventMeta {
  /**
   * When it happened: the recording transaction's time (the publish's for an unrecorded event). A re-delivery sees
   * the same, so a key built from it (a restock's day) stays the same.
   */
  at: Date;
}

type Handler<K extends EventName> = (payload: DomainEvents[K], meta: EventMeta) => Promise<void> | void;

/**
 * Side effects run from events after the change commits: subscribers (alerts, the response cache, search's missed
 * terms) react.
 * An event reporting a committed change is recorded in the change's transaction (the outbox, ./outbox.ts) and
 * delivered after the commit, so a crash in between delays it instead of losing it: the outbox's recovery delivers
 * it again. Subscribers must therefore be idempotent. A subscriber's failure is logged and never undoes or fails
 * the change that caused it.
 */
export class EventBus {
  private readonly handlers = new Map<EventName, Handler<never>[]>();

  constructor(
    private readonly logger: Logger,
    private readonly orm: MikroORM,
  ) {}

  on<K extends EventName>(name: K, handler: Handler<K>): void {
    this.handlers.set(name, [...(this.handlers.get(name) ?? []), handler as Handler<never>]);
  }

  /** In process only, nothing stored: for an event that reports no committed change (a missed search). */
  async publish<K extends EventName>(name: K, payload: DomainEvents[K]): Promise<void> {
    await this.run({ name, payload } as DomainEvent, { at: new Date() });
  }

  /** Inside the change's transaction: writes its events to the outbox (one statement; none for no events). */
  record(tem: EntityManager, ...events: DomainEvent[]): Promise<RecordedEvents> {
    return recordEvents(tem, events);
  }

  /**
   * After the commit: runs the subscribers of each event in turn (resolving when all have finished, so a caller's
   * answer follows its effects), then deletes the delivered rows in one statement. An event a subscriber failed
   * stays for the recovery to retry. Never throws: the change has committed whatever happens here.
   */
  async deliver(recorded: RecordedEvents): Promise<void> {
    if (recorded.ids.length === 0) return;
    const failed: string[] = [];
    for (const [i, event] of recorded.events.entries()) {
      if (!(await this.run(event, { at: recorded.at }))) failed.push(recorded.ids[i]!);
    }
    try {
      await settleEvents(this.orm.em.fork(), recorded.ids, failed);
    } catch (err) {
      this.logger.error({ err }, 'delivered events not cleared from the outbox: the recovery delivers them again');
    }
  }

  /** Runs every subscriber of the event at once; true when none failed. */
  async run(event: DomainEvent, meta: EventMeta): Promise<boolean> {
    const handlers = (this.handlers.get(event.name) ?? []) as Handler<EventName>[];
    const results = await Promise.all(
      handlers.map(async (handler) => {
        try {
          await handler(event.payload as never, meta);
          return true;
        } catch (err) {
          this.logger.error({ err, event: event.name }, 'event subscriber failed');
          return false;
        }
      }),
    );
    return results.every(Boolean);
  }
}
