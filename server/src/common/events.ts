import type { Logger } from 'pino';
import type { OrderState, SearchCategory } from './enums.js';

/** Every domain event and its payload: plain data, never entities, so subscribers load what they need themselves. */
export interface DomainEvents {
  'order.placed': { orderNo: number; userNo: number };
  'order.cancelled': { orderNo: number; userNo: number };
  'order.stateChanged': { orderNo: number; userNo: number; from: OrderState; to: OrderState };
  /** The admin moved another member's post to the trash: that member gets a warning alert. */
  'post.removedByAdmin': { postNo: number; userNo: number };
  /** A member commented on a post (parentNo null) or replied to a top-level comment. */
  'comment.created': { commentNo: number; postNo: number; authorNo: number; parentNo: number | null };
  /** followerNo started following followeeNo (not sent again while the follow stands). */
  'follow.created': { followerNo: number; followeeNo: number };
  /** The admin issued a coupon to every member: every member hears of it. */
  'promotion.sent': { couponNo: number };
  /** The admin's advertisement notification (admin console: content and a site path), sent to every member. */
  'advertisement.sent': { content: string; path: string | null };
  /** A character got a new style: the members who scrapped that character hear of it. */
  'style.created': { styleNo: number; characterNo: number };
  /** A product's stock went from 0 to above 0: members who scrapped a character wearing it hear of it. */
  'product.restocked': { productNo: number };
  /** A product's discounted price fell (won, before and after): the same members hear of it. */
  'product.priceDropped': { productNo: number; from: number; to: number };
  /** A search answered with no results; the term is already normalised (trimmed, lower case). */
  'search.missed': { term: string; category: SearchCategory };
}

export type EventName = keyof DomainEvents;
type Handler<K extends EventName> = (payload: DomainEvents[K]) => Promise<void> | void;

/**
 * Services publish after their transaction has committed; subscribers (alerts now; chat, statistics and cache
 * invalidation later) react. A subscriber's failure is logged and never undoes or fails the change that caused it.
 */
export class EventBus {
  private readonly handlers = new Map<EventName, Handler<never>[]>();

  constructor(private readonly logger: Logger) {}

  on<K extends EventName>(name: K, handler: Handler<K>): void {
    this.handlers.set(name, [...(this.handlers.get(name) ?? []), handler as Handler<never>]);
  }

  /** Runs every subscriber of the event; resolves when all have finished, so a caller's answer follows its effects. */
  async publish<K extends EventName>(name: K, payload: DomainEvents[K]): Promise<void> {
    const handlers = (this.handlers.get(name) ?? []) as Handler<K>[];
    await Promise.all(
      handlers.map(async (handler) => {
        try {
          await handler(payload);
        } catch (err) {
          this.logger.error({ err, event: name }, 'event subscriber failed');
        }
      }),
    );
  }
}
