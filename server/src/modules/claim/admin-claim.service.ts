import {
  msg,
  type AdminClaimsArgsValue,
  type ClaimRefundRetryValue,
  type ClaimRejectionValue,
  type RowRef,
} from '@scene-shop/domain';
import type { FilterQuery } from '@mikro-orm/core';
import { conflict, notFound } from '../../common/errors.js';
import { pageWindow, toPage, type Page } from '../../common/paging.js';
import type { Context } from '../../context/context.js';
import { requireViewer } from '../../context/policy.js';
import { Claim, ClaimState, ClaimType } from './claim.entity.js';
import { moveClaim } from './claim-move.js';
import { refundClaim, settleReturn } from './claim-refund.js';
import { stockBack, takeExchangeStock } from './claim-stock.js';
import { claimForViewer } from './claim.service.js';

/** The console's list, newest first, with each claim's history, line, product and order: six statements a page. */
export async function adminClaims(ctx: Context, { page, size, ...filter }: AdminClaimsArgsValue): Promise<Page<Claim>> {
  const where: FilterQuery<Claim> & Record<string, unknown> = {};
  if (filter.state) where.state = filter.state;
  if (filter.type) where.type = filter.type;
  if (filter.orderNo) where.order = filter.orderNo;
  const [rows, total] = await ctx.em.findAndCount(Claim, where, {
    orderBy: { no: 'desc' },
    ...pageWindow({ page, size }),
    populate: ['history', 'orderProduct.product', 'order'],
    strategy: 'select-in',
  });
  return toPage(rows, total, page, size);
}

/** The claim's current state, refused unless it is `from`. */
async function stateMustBe(ctx: Context, no: number, from: ClaimState): Promise<Claim> {
  const claim = await ctx.em.findOne(Claim, { no }, { refresh: true });
  if (!claim) throw notFound();
  if (claim.state !== from) throw conflict(msg('claim.stateNotAllowed'), 'state');
  return claim;
}

export async function approveClaim(ctx: Context, { no }: RowRef): Promise<Claim> {
  const viewer = requireViewer(ctx);
  await stateMustBe(ctx, no, ClaimState.REQUESTED);
  await moveClaim(ctx, viewer, { no, from: ClaimState.REQUESTED, to: ClaimState.APPROVED, action: 'approve' });
  return claimForViewer(ctx, { no });
}

export async function rejectClaim(ctx: Context, { no, reason }: ClaimRejectionValue): Promise<Claim> {
  const viewer = requireViewer(ctx);
  await stateMustBe(ctx, no, ClaimState.REQUESTED);
  await moveClaim(ctx, viewer, {
    no,
    from: ClaimState.REQUESTED,
    to: ClaimState.REJECTED,
    action: 'reject',
    note: reason,
  });
  return claimForViewer(ctx, { no });
}

/**
 * The parcel came back: its units return to stock, and a return's refund is computed (and the coupon comes back
 * when the whole order is returned), in one transaction; then the refund itself (claim-refund.ts). A refund that
 * fails leaves the claim received, with its amount, for the console's 'refund' to retry.
 */
export async function receiveClaim(ctx: Context, { no }: RowRef): Promise<Claim> {
  const viewer = requireViewer(ctx);
  const claim = await stateMustBe(ctx, no, ClaimState.APPROVED);
  const isReturn = claim.type === ClaimType.RETURN;
  await moveClaim(ctx, viewer, {
    no,
    from: ClaimState.APPROVED,
    to: ClaimState.RECEIVED,
    action: 'receive',
    also: async (tem) => {
      const events = await stockBack(tem, no, isReturn);
      if (!isReturn) return { events };
      return { events, audit: { refundAmount: await settleReturn(tem, no) } };
    },
  });
  if (isReturn) await refundClaim(ctx, { no });
  return claimForViewer(ctx, { no });
}

/** The console's retry of a received return's refund (to another account, when Toss refused the member's). */
export async function retryRefund(ctx: Context, { no, refundAccount }: ClaimRefundRetryValue): Promise<Claim> {
  await refundClaim(ctx, { no, refundAccount });
  return claimForViewer(ctx, { no });
}

/** An exchange's replacement leaves the warehouse: its option's units are taken with the move. */
export async function sendExchange(ctx: Context, { no }: RowRef): Promise<Claim> {
  const viewer = requireViewer(ctx);
  const claim = await stateMustBe(ctx, no, ClaimState.RECEIVED);
  if (claim.type !== ClaimType.EXCHANGE) throw conflict(msg('claim.stateNotAllowed'), 'state');
  await moveClaim(ctx, viewer, {
    no,
    from: ClaimState.RECEIVED,
    to: ClaimState.EXCHANGE_SENT,
    action: 'sendExchange',
    also: async (tem) => {
      await takeExchangeStock(tem, no);
      return {};
    },
  });
  return claimForViewer(ctx, { no });
}
