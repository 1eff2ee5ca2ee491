import { msg } from '@scene-shop/domain';
import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { OrderState } from '../../common/enums.js';
import type { EventBus } from '../../common/events.js';
import { badInput, conflict, notFound } from '../../common/errors.js';
import { koreaDate } from '../../common/dates.js';
import { pageWindow, toPage, type Page, type PageArgs } from '../../common/paging.js';
import { toInput, validateInput } from '../../common/validation.js';
import type { Viewer } from '../../context/policy.js';
import { AuditSubject } from '../audit/audit-entry.entity.js';
import { recordAudit } from '../audit/audit.service.js';
import { AdminOrderFilter } from './admin-order.inputs.js';
import { adminMayChange } from './order-state.js';
import { moveOrderState, recordTransition } from './order-transition.js';
import { Order } from './order.entity.js';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The start of a Korea calendar day (YYYY-MM-DD), refused if there is no such day (e.g. 2024-02-30). */
function koreaDayStart(day: string, field: string): Date {
  const date = new Date(`${day}T00:00:00+09:00`);
  if (Number.isNaN(date.getTime()) || koreaDate(date) !== day) throw badInput(msg('common.badInput'), field);
  return date;
}

/** The Korea date after the given one. */
const nextDay = (start: Date) => koreaDate(new Date(start.getTime() + 86_400_000));

function orderWhere(filter: AdminOrderFilter): FilterQuery<Order> {
  const where: FilterQuery<Order> & Record<string, unknown> = {};
  if (filter.orderNo) where.no = filter.orderNo;
  if (filter.state) where.state = filter.state;
  const name = filter.ordererName?.trim();
  if (name) where.recipientName = { $ilike: `%${escapeLike(name)}%` };
  const date: Record<string, Date> = {};
  if (filter.startDate) date.$gte = koreaDayStart(filter.startDate, 'startDate');
  if (filter.endDate) date.$lt = koreaDayStart(nextDay(koreaDayStart(filter.endDate, 'endDate')), 'endDate');
  if (Object.keys(date).length) where.date = date;
  return where;
}

/**
 * The admin's order table, newest first, with every line and its product: four statements whatever the page holds
 * (the page, the count, the lines, the products).
 */
export async function adminOrders(
  em: EntityManager,
  rawFilter: AdminOrderFilter | null | undefined,
  page: PageArgs,
): Promise<Page<Order>> {
  const filter = toInput(AdminOrderFilter, rawFilter ?? {});
  await validateInput(filter);
  const [rows, total] = await em.findAndCount(Order, orderWhere(filter), {
    orderBy: { no: 'desc' },
    ...pageWindow(page),
    populate: ['lines.product'],
    // Joined loading would page and count over every order joined to its lines (seconds at a million orders):
    // the page of orders comes by itself, then its lines and products in one more query each.
    strategy: 'select-in',
  });
  return toPage(rows, total, page.page, page.size);
}

/** One order with its lines and products, for the detail. */
export async function adminOrder(em: EntityManager, orderNo: number): Promise<Order> {
  const order = await em.findOne(Order, { no: orderNo }, { populate: ['lines.product'] });
  if (!order) throw notFound();
  return order;
}

/**
 * The admin's status select, through the state machine: a change the rules of admin console §4 refuse is refused
 * here too. The move, its books (stock, sales, coupon) and the audit entry are one transaction; the member's alert
 * and the other events follow the commit.
 */
export async function changeOrderState(
  em: EntityManager,
  events: EventBus,
  viewer: Viewer,
  orderNo: number,
  to: OrderState,
): Promise<Order> {
  const order = await em.findOne(Order, { no: orderNo });
  if (!order) throw notFound();
  const from = order.state;
  if (!adminMayChange(from, to)) throw conflict(msg('order.stateNotAllowed'), 'state');
  const recorded = await em.transactional(async (tem) => {
    const moved = await moveOrderState(tem, orderNo, from, to);
    if (!moved) throw conflict(msg('order.stateOutdated'), 'state');
    await recordAudit(tem, viewer, {
      subject: AuditSubject.ORDER,
      subjectNo: orderNo,
      action: 'state',
      before: { state: from },
      after: { state: to },
    });
    await tem.flush();
    return recordTransition(tem, events, moved);
  });
  await events.deliver(recorded);
  return em.findOneOrFail(Order, { no: orderNo }, { refresh: true, populate: ['lines.product'] });
}
