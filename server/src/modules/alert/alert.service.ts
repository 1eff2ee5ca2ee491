import type { EntityManager } from '@mikro-orm/postgresql';
import type { AlertCategory } from '../../common/enums.js';
import { forbidden, notFound } from '../../common/errors.js';
import { pageWindow, toPage, type Page, type PageArgs } from '../../common/paging.js';
import { TOPIC, type PubSub } from '../../common/pubsub.js';
import { toInput, validateInput } from '../../common/validation.js';
import { isAdmin } from '../../context/policy.js';
import type { Viewer } from '../../context/policy.js';
import { User } from '../user/user.entity.js';
import { Alert } from './alert.entity.js';
import { SendAlertInput } from './alert.inputs.js';

/** A member's alerts, newest first; no category means 전체 (all). */
export async function listAlerts(
  em: EntityManager,
  userNo: number,
  category: AlertCategory | null,
  args: PageArgs,
): Promise<Page<Alert>> {
  const where = { user: userNo, deletedAt: null, ...(category ? { category } : {}) };
  const [rows, total] = await em.findAndCount(Alert, where, { orderBy: { no: 'desc' }, ...pageWindow(args) });
  return toPage(rows, total, args.page, args.size);
}

export async function hasUnread(em: EntityManager, userNo: number): Promise<boolean> {
  return (await em.count(Alert, { user: userNo, isRead: false, deletedAt: null })) > 0;
}

async function ownAlert(em: EntityManager, viewer: Viewer, no: number): Promise<Alert> {
  const alert = await em.findOne(Alert, { no, deletedAt: null });
  if (!alert) throw notFound();
  if (alert.user.unwrap().no !== viewer.no && !isAdmin(viewer)) throw forbidden();
  return alert;
}

export async function markRead(em: EntityManager, viewer: Viewer, no: number): Promise<Alert> {
  const alert = await ownAlert(em, viewer, no);
  alert.isRead = true;
  await em.flush();
  return alert;
}

export async function deleteAlert(em: EntityManager, viewer: Viewer, no: number): Promise<boolean> {
  const alert = await ownAlert(em, viewer, no);
  // An alert with an event key is kept as a hidden row: the key must keep its event from alerting again.
  if (alert.eventKey) Object.assign(alert, { deletedAt: new Date(), isRead: true });
  else em.remove(alert);
  await em.flush();
  return true;
}

export interface NewAlert {
  userNo: number;
  category: AlertCategory;
  content: string;
  path?: string | null;
}

/** Adds an alert to the unit of work; the caller flushes it with the rest of its transaction. */
export function addAlert(em: EntityManager, alert: NewAlert): Alert {
  return em.create(Alert, {
    user: em.getReference(User, alert.userNo),
    category: alert.category,
    content: alert.content,
    path: alert.path ?? null,
  });
}

/** Delivers a committed alert to that member's subscriptions only; call after the transaction commits. */
export function publishAlert(pubSub: PubSub, alert: Alert): void {
  const { no, category, content, path, isRead, date } = alert;
  pubSub.publish(TOPIC.ALERT, alert.user.unwrap().no, {
    no,
    category,
    content,
    path,
    isRead,
    date: date.toISOString(),
  });
}

/** Admin: stores an alert for one member and delivers it. */
export async function sendAlert(em: EntityManager, pubSub: PubSub, raw: SendAlertInput): Promise<Alert> {
  const input = toInput(SendAlertInput, raw);
  await validateInput(input);
  if ((await em.count(User, { no: input.userNo, withdrawnAt: null })) === 0) throw notFound();
  const alert = addAlert(em, input);
  await em.flush();
  publishAlert(pubSub, alert);
  return alert;
}
