import type { EntityManager } from '@mikro-orm/postgresql';
import { msg } from '@scene-shop/domain';
import { AlertCategory } from '../../common/enums.js';
import { TOPIC, type AlertText, type PubSub } from '../../common/pubsub.js';
import { Coupon } from '../promotion/coupon.entity.js';
import { alertText, ownWords } from './alert-text.js';

/** One alert meant for many members; each gets their own row under the event's key. */
export interface SharedAlert extends AlertText {
  eventKey: string;
  category: AlertCategory;
  path: string | null;
}

/** A query of member numbers (one column) with its parameters: who a shared alert is for. */
export interface Audience {
  sql: string;
  params: unknown[];
}

/**
 * Stores the alert for every active member of the audience (every active member without one) in ONE set-based
 * insert, skipping members this event already alerted, then tells every instance ONCE: each live subscription
 * looks up its own member's row (see shared-alert-lookup.ts). Nothing is sent when nobody new was alerted, so a
 * repeated event is heard once. The outbox's re-delivery of an event a crash interrupted is therefore heard live
 * when the crash came before this insert (the usual case); when it came between the insert and the notice, the
 * members find the alert in their list instead. Returns how many members were alerted.
 */
export async function shareAlert(
  em: EntityManager,
  pubSub: PubSub,
  alert: SharedAlert,
  audience?: Audience,
): Promise<number> {
  // The row's date is the event's: a subscription delivers only the rows this very publish stored.
  const date = new Date().toISOString();
  const args = alert.messageArgs && JSON.stringify(alert.messageArgs);
  const { affectedRows } = await em.execute<{ affectedRows: number }>(
    `insert into alert (user_no, category, content, message_key, message_args, path, event_key, date)
     select u.no, ?, ?, ?, ?::jsonb, ?, ?, ?::timestamptz from users u
      where u.withdrawn_at is null ${audience ? `and u.no in (${audience.sql})` : ''}
     on conflict (user_no, event_key) do nothing`,
    [
      alert.category,
      alert.content,
      alert.messageKey,
      args,
      alert.path,
      alert.eventKey,
      date,
      ...(audience?.params ?? []),
    ],
    'run',
  );
  if (affectedRows > 0) pubSub.publish(TOPIC.ALERT_ALL, { ...alert, date });
  return affectedRows;
}

export interface Broadcast {
  /** The event's UUID (made when it was recorded): a re-delivery of the same news stores nothing new. */
  id: string;
  category: AlertCategory;
  /** The admin's own words. */
  content: string;
  path: string | null;
}

/** The admin's news to every active member: one insert and one publish however many members there are. */
export function broadcastAlert(em: EntityManager, pubSub: PubSub, alert: Broadcast): Promise<number> {
  const { id, content, ...shared } = alert;
  return shareAlert(em, pubSub, { ...shared, ...ownWords(content), eventKey: `broadcast:${id}` });
}

/** A new coupon announced to every member, once per coupon. */
export async function couponAlert(em: EntityManager, pubSub: PubSub, couponNo: number): Promise<number> {
  const coupon = await em.findOne(Coupon, { no: couponNo });
  if (!coupon) return 0;
  return shareAlert(em, pubSub, {
    eventKey: `coupon:${coupon.no}`,
    category: AlertCategory.PROMOTION,
    ...alertText(msg('promotionAlert.coupon', coupon.name, coupon.discountRate)),
    path: '/user/mypage/coupon',
  });
}
