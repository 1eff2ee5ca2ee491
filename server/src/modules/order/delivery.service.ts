import {
  INT_MAX,
  msg,
  type MarkDeliveredArgsValue,
  type Message,
  type PageArgsValue,
  type ParcelValue,
  type TrackingCsvArgsValue,
} from '@scene-shop/domain';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { KOREA_TZ } from '../../common/dates.js';
import { OrderState } from '../../common/enums.js';
import { badInput, conflict } from '../../common/errors.js';
import type { RecordedEvents } from '../../common/outbox.js';
import { pageWindow, toPage, type Page } from '../../common/paging.js';
import type { Context } from '../../context/context.js';
import { requireViewer, type Viewer } from '../../context/policy.js';
import { AuditSubject } from '../audit/audit-entry.entity.js';
import { recordAudit } from '../audit/audit.service.js';
import { Courier } from './courier.entity.js';
import { moveOrderState, recordTransition, type Parcel } from './order-transition.js';
import { Order } from './order.entity.js';
import { readTrackingCsv, type TrackingRow } from './tracking-csv.js';

/** Every courier, in the console's order. */
export function couriers(ctx: Context): Promise<Courier[]> {
  return ctx.em.find(Courier, {}, { orderBy: { sort: 'asc', code: 'asc' } });
}

/** What is wrong with a waybill number for this courier (its length), or null. */
function trackingNoProblem(courier: Courier, trackingNo: string): Message | null {
  const { length } = trackingNo;
  const { name, minLength: min, maxLength: max } = courier;
  if (length >= min && length <= max) return null;
  return min === max ? msg('delivery.trackingNoDigits', name, min) : msg('delivery.trackingNoLength', name, min, max);
}

/** The parcel's courier, refusing an unknown one or a number of the wrong length for it. */
export async function checkParcel(em: EntityManager, parcel: ParcelValue): Promise<Courier> {
  const courier = await em.findOne(Courier, { code: parcel.courierCode });
  if (!courier) throw badInput(msg('delivery.unknownCourier', parcel.courierCode), 'courierCode');
  const problem = trackingNoProblem(courier, parcel.trackingNo);
  if (problem) throw badInput(problem, 'trackingNo');
  return courier;
}

/** One order's move with its audit entry and events, inside the caller's transaction; false when it moved meanwhile. */
export async function moveWithAudit(
  tem: EntityManager,
  ctx: Context,
  viewer: Viewer,
  move: { no: number; from: OrderState; to: OrderState; parcel?: Parcel },
): Promise<RecordedEvents | null> {
  const { no, from, to, parcel } = move;
  const moved = await moveOrderState(tem, no, from, to, parcel);
  if (!moved) return null;
  await recordAudit(tem, viewer, {
    subject: AuditSubject.ORDER,
    subjectNo: no,
    action: 'state',
    before: { state: from },
    after: { state: to, ...(parcel ?? {}) },
  });
  return recordTransition(tem, ctx.events, moved);
}

/** How many orders' events (each a mail and an alert) are delivered at once after a bulk change. */
const DELIVERY_CONCURRENCY = 8;

/**
 * After the commit, each order's events, a few orders at a time: a thousand parcels' mails go out in a few seconds
 * rather than one after another, without opening a thousand SMTP connections at once.
 */
async function deliverEach(ctx: Context, recorded: RecordedEvents[]): Promise<void> {
  for (let i = 0; i < recorded.length; i += DELIVERY_CONCURRENCY) {
    await Promise.all(recorded.slice(i, i + DELIVERY_CONCURRENCY).map((r) => ctx.events.deliver(r)));
  }
}

/** A row of the CSV as read and checked: the order it names and what is wrong with it (nothing: null). */
export interface TrackingImportRow {
  /** The line of the file (the header is line 1). */
  line: number;
  orderNo: string;
  courierName: string;
  trackingNo: string;
  /** The order's number in the shop, when the row names one. */
  no: number | null;
  /** The courier's code, when the row names a known one. */
  courierCode: string | null;
  error: Message | null;
}

export interface TrackingImportResult {
  rows: TrackingImportRow[];
  /** Orders moved to 배송중 (0 for a preview, or when any row has an error: nothing is imported then). */
  imported: number;
}

/** The displayed order number (admin console §9): the Korea order day YYMMDD, then the order's own number. */
const SHOWN_NO = /^(\d{6})(\d{1,10})$/;
const koreaShortDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: KOREA_TZ,
  year: '2-digit',
  month: '2-digit',
  day: '2-digit',
});
const shownDay = (date: Date) => koreaShortDay.format(date).replace(/-/g, '');

/**
 * Checks each row against the couriers (by name or code) and the orders it names (two statements whatever the file
 * holds); rows that are fine carry no error. With `lock`, inside a transaction, the orders are locked until it ends.
 */
async function checkRows(em: EntityManager, rows: TrackingRow[], lock: boolean): Promise<TrackingImportRow[]> {
  const wanted = rows.map((r) => ({ row: r, shown: SHOWN_NO.exec(r.orderNo) }));
  const nos = [...new Set(wanted.flatMap(({ shown }) => (shown ? [Number(shown[2])] : [])))].filter(
    (no) => no <= INT_MAX,
  );
  const [all, orders] = await Promise.all([
    em.find(Courier, {}),
    nos.length
      ? em.find(
          Order,
          { no: { $in: nos } },
          {
            fields: ['no', 'state', 'date', 'awaitingPayment'],
            ...(lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {}),
          },
        )
      : Promise.resolve([]),
  ]);
  const courierOf = new Map(all.flatMap((c) => [[squeeze(c.code), c] as const, [squeeze(c.name), c] as const]));
  const orderOf = new Map(orders.map((o) => [o.no, o]));
  const seen = new Map<number, number>();
  for (const { shown } of wanted) if (shown) seen.set(Number(shown[2]), (seen.get(Number(shown[2])) ?? 0) + 1);
  return wanted.map(({ row, shown }) => {
    const courier = courierOf.get(squeeze(row.courier)) ?? null;
    const order = shown ? orderOf.get(Number(shown[2])) : undefined;
    const trackingNo = row.trackingNo.replace(/[\s-]/g, '');
    const found = order && shownDay(order.date) === shown![1] ? order : null;
    let error: Message | null = null;
    if (!row.orderNo || !row.courier || !trackingNo) error = msg('delivery.rowBlank');
    else if (!shown) error = msg('delivery.rowOrderNo', row.orderNo);
    else if (!found) error = msg('delivery.rowOrderNotFound', row.orderNo);
    else if (seen.get(found.no)! > 1) error = msg('delivery.rowDuplicate', row.orderNo);
    else if (found.state !== OrderState.RECEIVED) error = msg('delivery.rowNotReceived', row.orderNo, found.state);
    else if (found.awaitingPayment) error = msg('payment.notPaid');
    else if (!courier) error = msg('delivery.unknownCourier', row.courier);
    else if (!/^[0-9A-Za-z]+$/.test(trackingNo)) error = msg('delivery.trackingNoFormat');
    else error = trackingNoProblem(courier, trackingNo);
    return {
      line: row.line,
      orderNo: row.orderNo,
      courierName: courier?.name ?? row.courier,
      trackingNo,
      no: found?.no ?? null,
      courierCode: courier?.code ?? null,
      error,
    };
  });
}

/** A courier's name as people type it: no spaces, lower case ('CU편의점택배', 'gs postbox 택배'). */
const squeeze = (s: string) => s.replace(/\s+/g, '').toLowerCase();

/** The console's preview of a CSV of waybill numbers: every row checked, nothing changed. */
export async function previewTrackingImport(
  ctx: Context,
  { csv }: TrackingCsvArgsValue,
): Promise<TrackingImportResult> {
  return { rows: await checkRows(ctx.em, readTrackingCsv(csv), false), imported: 0 };
}

/**
 * Imports a CSV of waybill numbers all or nothing: in one transaction every row is checked again with its order
 * locked, and when all are fine every order moves from 주문접수 to 배송중 with its parcel (and audit entry); a row
 * with an error imports nothing and the answer lists the errors. The members' alerts and mails follow the commit.
 */
export async function importTrackingNumbers(
  ctx: Context,
  { csv }: TrackingCsvArgsValue,
): Promise<TrackingImportResult> {
  const viewer = requireViewer(ctx);
  const parsed = readTrackingCsv(csv);
  const outcome = await ctx.em.transactional(async (tem) => {
    const rows = await checkRows(tem, parsed, true);
    if (rows.some((r) => r.error)) return { rows, recorded: [] };
    const recorded: RecordedEvents[] = [];
    for (const row of rows) {
      const parcel = { courierCode: row.courierCode!, trackingNo: row.trackingNo };
      const done = await moveWithAudit(tem, ctx, viewer, {
        no: row.no!,
        from: OrderState.RECEIVED,
        to: OrderState.SHIPPING,
        parcel,
      });
      // The order was locked and 주문접수 a moment ago: only a bug would get here.
      if (!done) throw conflict(msg('order.stateOutdated'), 'csv');
      recorded.push(done);
    }
    await tem.flush();
    return { rows, recorded };
  });
  await deliverEach(ctx, outcome.recorded);
  return { rows: outcome.rows, imported: outcome.recorded.length };
}

/** How long a parcel may stay 배송중 before the dashboard lists it (the `DELIVERY_OVERDUE_DAYS` setting). */
const overdueSince = (ctx: Context) => new Date(Date.now() - ctx.config.DELIVERY_OVERDUE_DAYS * 86_400_000);

/**
 * The dashboard's orders 배송중 for more than `DELIVERY_OVERDUE_DAYS` days, longest first, with their couriers: three
 * statements whatever the page holds (the page, the count, the couriers).
 */
export async function overdueDeliveries(ctx: Context, { page, size }: PageArgsValue): Promise<Page<Order>> {
  const where = { state: OrderState.SHIPPING, shippedAt: { $lt: overdueSince(ctx) } };
  const [rows, total] = await ctx.em.findAndCount(Order, where, {
    orderBy: { shippedAt: 'asc', no: 'asc' },
    ...pageWindow({ page, size }),
    populate: ['courier'],
    strategy: 'select-in',
  });
  return toPage(rows, total, page, size);
}

/**
 * Marks the chosen orders 배송완료 together, all or nothing: one transaction, refused whole when any of them is no
 * longer 배송중. The members' alerts follow the commit.
 */
export async function markDelivered(ctx: Context, { nos }: MarkDeliveredArgsValue): Promise<Order[]> {
  const viewer = requireViewer(ctx);
  const recorded = await ctx.em.transactional(async (tem) => {
    const all: RecordedEvents[] = [];
    for (const no of nos) {
      const done = await moveWithAudit(tem, ctx, viewer, { no, from: OrderState.SHIPPING, to: OrderState.DELIVERED });
      if (!done) throw conflict(msg('delivery.notShipping', no), 'nos');
      all.push(done);
    }
    await tem.flush();
    return all;
  });
  await deliverEach(ctx, recorded);
  return ctx.em.find(Order, { no: { $in: nos } }, { orderBy: { no: 'asc' }, refresh: true });
}
