import type { EntityManager } from '@mikro-orm/postgresql';
import type { AlertListArgsValue, RowRef, SendAlertInputValue } from '@scene-shop/domain';
import { forbidden, notFound } from '../../common/errors.js';
import { pageWindow, toPage, type Page } from '../../common/paging.js';
import { TOPIC, type PubSub } from '../../common/pubsub.js';
import type { Context } from '../../context/context.js';
import { isAdmin, requireReader, requireViewer, type Viewer } from '../../context/policy.js';
import { User } from '../user/user.entity.js';
import { Alert } from './alert.entity.js';

/** The member a documented path names as the alerts' owner: the caller, or any member for the admin. */
export interface NamedMember {
  memberNo?: number;
}

function ownerOf(ctx: Context, { memberNo }: NamedMember): number {
  if (memberNo === undefined) return requireViewer(ctx).no;
  requireReader(ctx, memberNo);
  return memberNo;
}

/**
 * A member's alerts, newest first by time (the number breaks a tie); no category means 전체 (all). Each row carries
 * its member's language.
 */
export async function listAlerts(ctx: Context, args: AlertListArgsValue & NamedMember): Promise<Page<Alert>> {
  const { category, page, size } = args;
  const where = { user: ownerOf(ctx, args), deletedAt: null, ...(category ? { category } : {}) };
  const orderBy = { date: 'desc', no: 'desc' } as const;
  const [rows, total] = await ctx.em.findAndCount(Alert, where, { orderBy, ...pageWindow(args) });
  return toPage(rows, total, page, size);
}

export async function hasUnread(ctx: Context, named: NamedMember = {}): Promise<boolean> {
  return (await ctx.em.count(Alert, { user: ownerOf(ctx, named), isRead: false, deletedAt: null })) > 0;
}

async function ownAlert(em: EntityManager, viewer: Viewer, no: number): Promise<Alert> {
  const alert = await em.findOne(Alert, { no, deletedAt: null });
  if (!alert) throw notFound();
  if (alert.user.unwrap().no !== viewer.no && !isAdmin(viewer)) throw forbidden();
  return alert;
}

export async function markRead(ctx: Context, { no }: RowRef): Promise<Alert> {
  const alert = await ownAlert(ctx.em, requireViewer(ctx), no);
  alert.isRead = true;
  await ctx.em.flush();
  return alert;
}

/**
 * Marks the caller's unread alerts read, all of them or one category's, in one statement however many there are (an
 * alert to every member is a row of each); answers how many it marked.
 */
export async function markAllRead(ctx: Context, { category }: Pick<AlertListArgsValue, 'category'>): Promise<number> {
  const where = { user: requireViewer(ctx).no, isRead: false, deletedAt: null, ...(category ? { category } : {}) };
  return ctx.em.nativeUpdate(Alert, where, { isRead: true });
}

export async function deleteAlert(ctx: Context, { no }: RowRef): Promise<boolean> {
  const alert = await ownAlert(ctx.em, requireViewer(ctx), no);
  // An alert with an event key is kept as a hidden row: the key must keep its event from alerting again.
  if (alert.eventKey) Object.assign(alert, { deletedAt: new Date(), isRead: true });
  else ctx.em.remove(alert);
  await ctx.em.flush();
  return true;
}

/** Delivers a committed alert to that member's subscriptions only; call after the transaction commits. */
export function publishAlert(pubSub: PubSub, alert: Alert): void {
  const { no, category, content, messageKey, messageArgs, path, isRead, date } = alert;
  pubSub.publish(TOPIC.ALERT, alert.user.unwrap().no, {
    no,
    category,
    content,
    messageKey,
    messageArgs,
    memberLanguage: alert.memberLanguage ?? null,
    path,
    isRead,
    date: date.toISOString(),
  });
}

/**
 * Runs an insert of at most one alert (`insert … on conflict do nothing`) and delivers the row it stored, read back
 * in the same statement with its member's language. True when the alert is new.
 */
export async function deliverInserted(
  em: EntityManager,
  pubSub: PubSub,
  insert: string,
  params: unknown[],
): Promise<boolean> {
  const rows = await em.execute<Record<string, unknown>[]>(
    `${insert} returning *, (select u.language from users u where u.no = alert.user_no) as member_language`,
    params,
  );
  if (!rows[0]) return false;
  publishAlert(pubSub, em.map(Alert, rows[0]));
  return true;
}

/** Admin: stores an alert in the admin's own words for one member and delivers it. */
export async function sendAlert(ctx: Context, input: SendAlertInputValue): Promise<Alert> {
  const { userNo, category, content, path } = input;
  if ((await ctx.em.count(User, { no: userNo, withdrawnAt: null })) === 0) throw notFound();
  const alert = ctx.em.create(Alert, {
    user: ctx.em.getReference(User, userNo),
    category,
    content,
    path: path ?? null,
  });
  await ctx.em.flush();
  publishAlert(ctx.pubSub, alert);
  return alert;
}
