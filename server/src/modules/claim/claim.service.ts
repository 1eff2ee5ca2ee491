import type { Readable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  CLAIM_PHOTOS_MAX,
  maskRefundAccount,
  msg,
  type ClaimInputValue,
  type PageArgsValue,
  type RowRef,
} from '@scene-shop/domain';
import { OrderState } from '../../common/enums.js';
import { badInput, conflict, forbidden, notFound } from '../../common/errors.js';
import { pageWindow, toPage, type Page } from '../../common/paging.js';
import type { Context } from '../../context/context.js';
import { isAdmin, requireViewer } from '../../context/policy.js';
import { ProductOption } from '../catalog/product-option.entity.js';
import { OrderProduct } from '../order/order-product.entity.js';
import type { Order } from '../order/order.entity.js';
import { checkRefundAccountOf } from '../payment/payment.service.js';
import { User } from '../user/user.entity.js';
import { Claim, ClaimEvent, ClaimState, ClaimType } from './claim.entity.js';

/** A request as the member sends it: the form's values and up to three photos. */
export type ClaimDraft = ClaimInputValue & { photos: Readable[] };

const DAY_MS = 86_400_000;

/** Whether the order is delivered and its return window (RETURN_WINDOW_DAYS after 배송완료) still open at `now`. */
export function withinWindow(order: Pick<Order, 'state' | 'deliveredAt'>, days: number, now = Date.now()): boolean {
  return (
    order.state === OrderState.DELIVERED && !!order.deliveredAt && now - order.deliveredAt.getTime() <= days * DAY_MS
  );
}

/** An option's name as the order lines keep it ('M', '블랙 / 250'). */
const optionLabel = (o: ProductOption) => (o.color ? `${o.color} / ${o.size}` : o.size);

/** The exchange's wanted option: another active option of the line's product with the line's units in stock. */
async function wantedOption(em: EntityManager, line: OrderProduct, optionNo: number): Promise<ProductOption> {
  const option = await em.findOne(ProductOption, { no: optionNo });
  if (!option || option.retired || option.product.no !== line.product.no || option.no === line.option?.no) {
    throw badInput(msg('claim.optionInvalid'), 'optionNo');
  }
  if (option.stock < line.quantity) throw conflict(msg('claim.optionSoldOut'), 'optionNo');
  return option;
}

/**
 * The member asks to return or exchange one of their delivered lines within the window. The photos are stored
 * first (an unreferenced one is swept later); the claim, its first history step and its event are one transaction,
 * which locks the order so that an admin's cancel and this request never cross, and refuses a second open claim.
 */
export async function requestClaim(ctx: Context, draft: ClaimDraft): Promise<Claim> {
  const { em, config } = ctx;
  const viewer = requireViewer(ctx);
  const { orderProductNo, type, reason, text, optionNo, refundAccount, photos } = draft;
  if (photos.length > CLAIM_PHOTOS_MAX) throw badInput(msg('claim.tooManyPhotos', CLAIM_PHOTOS_MAX), 'photos');
  const line = await em.findOne(OrderProduct, { no: orderProductNo }, { populate: ['order'] });
  if (!line) throw notFound();
  const order = line.order.getEntity();
  if (order.user.no !== viewer.no) throw forbidden();
  const days = config.RETURN_WINDOW_DAYS;
  if (!withinWindow(order, days)) throw conflict(msg('claim.notAllowed', days), 'orderProductNo');
  const option = type === ClaimType.EXCHANGE ? await wantedOption(em, line, optionNo!) : null;
  // A return's refund comes later (at the receipt), so the account it will need is asked now.
  if (type === ClaimType.RETURN) await checkRefundAccountOf(ctx, order.no, refundAccount);
  const urls: string[] = [];
  for (const photo of photos) urls.push((await ctx.storage.save(photo, 'claim')).url);

  const { claim, recorded } = await em.transactional(async (tem) => {
    const [locked] = await tem.execute<{ open: boolean }[]>(
      `select state = ? and delivered_at >= now() - make_interval(days => ?) as open from orders where no = ? for update`,
      [OrderState.DELIVERED, days, order.no],
    );
    if (!locked!.open) {
      throw conflict(msg('claim.notAllowed', days), 'orderProductNo');
    }
    if ((await tem.count(Claim, { orderProduct: orderProductNo, state: { $ne: ClaimState.REJECTED } })) > 0) {
      throw conflict(msg('claim.alreadyOpen'), 'orderProductNo');
    }
    const claim = tem.create(Claim, {
      order: order.no,
      orderProduct: orderProductNo,
      user: tem.getReference(User, viewer.no),
      type,
      reason,
      text,
      option: option?.no ?? null,
      optionLabel: option ? optionLabel(option) : null,
      refundAccount: refundAccount ?? null,
      refundAccountLabel: refundAccount ? maskRefundAccount(refundAccount) : null,
      photo1: urls[0] ?? null,
      photo2: urls[1] ?? null,
      photo3: urls[2] ?? null,
    });
    await tem.flush();
    tem.create(ClaimEvent, { claim, state: ClaimState.REQUESTED, actor: tem.getReference(User, viewer.no) });
    await tem.flush();
    const recorded = await ctx.events.record(tem, {
      name: 'claim.changed',
      payload: { claimNo: claim.no, userNo: viewer.no, state: ClaimState.REQUESTED },
    });
    return { claim, recorded };
  });
  await ctx.events.deliver(recorded);
  return claimForViewer(ctx, { no: claim.no });
}

/** The options a member's line may be exchanged for: the product's other active options, in the shop's order. */
export async function exchangeOptions(ctx: Context, { no }: RowRef): Promise<ProductOption[]> {
  const viewer = requireViewer(ctx);
  const line = await ctx.em.findOne(OrderProduct, { no }, { populate: ['order'] });
  if (!line) throw notFound();
  if (line.order.getEntity().user.no !== viewer.no) throw forbidden();
  return ctx.em.find(
    ProductOption,
    { product: line.product.no, retired: false, ...(line.option ? { no: { $ne: line.option.no } } : {}) },
    { orderBy: { sort: 'asc', no: 'asc' } },
  );
}

/** What a claim's answer shows with it: its history, its line and product, its order. */
const DETAILS = ['history', 'orderProduct.product', 'order'] as const;

/** The member's claims, newest first, with their histories and lines: five statements whatever the page holds. */
export async function myClaims(ctx: Context, { page, size }: PageArgsValue): Promise<Page<Claim>> {
  const userNo = requireViewer(ctx).no;
  const [rows, total] = await ctx.em.findAndCount(
    Claim,
    { user: userNo },
    { orderBy: { no: 'desc' }, ...pageWindow({ page, size }), populate: DETAILS, strategy: 'select-in' },
  );
  return toPage(rows, total, page, size);
}

/** One claim for its member or the admin. */
export async function claimForViewer(ctx: Context, { no }: RowRef): Promise<Claim> {
  const viewer = requireViewer(ctx);
  const claim = await ctx.em.findOne(Claim, { no }, { populate: DETAILS, refresh: true });
  if (!claim) throw notFound();
  if (claim.user.no !== viewer.no && !isAdmin(viewer)) throw forbidden();
  return claim;
}

/** The claims of these order lines, newest first per line, in one statement (the lines' `claims` field). */
export async function claimsOfLines(em: EntityManager, lineNos: readonly number[]): Promise<Map<number, Claim[]>> {
  const claims = await em.find(Claim, { orderProduct: { $in: [...lineNos] } }, { orderBy: { no: 'desc' } });
  const byLine = new Map<number, Claim[]>();
  for (const c of claims) byLine.set(c.orderProduct.no, [...(byLine.get(c.orderProduct.no) ?? []), c]);
  return byLine;
}

/** A member whose return or exchange is still under way cannot leave (the user module's withdrawal hook). */
export const hasClaimsInProgress = async (em: EntityManager, userNo: number): Promise<boolean> =>
  (await em.count(Claim, {
    user: userNo,
    state: { $in: [ClaimState.REQUESTED, ClaimState.APPROVED, ClaimState.RECEIVED] },
  })) > 0;

/**
 * The order module's hook: an order with a claim that is not rejected must not be cancelled by the admin (the
 * cancel would give the claimed units back a second time).
 */
export const hasOpenClaims = async (em: EntityManager, orderNo: number): Promise<boolean> =>
  (await em.count(Claim, { order: orderNo, state: { $ne: ClaimState.REJECTED } })) > 0;
