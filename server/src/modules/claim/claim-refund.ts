import type { EntityManager } from '@mikro-orm/postgresql';
import { maskRefundAccount, msg, type RefundAccountValue } from '@scene-shop/domain';
import { conflict } from '../../common/errors.js';
import { MSG } from '../../common/messages.js';
import type { Context } from '../../context/context.js';
import { requireViewer } from '../../context/policy.js';
import { refundPayment } from '../payment/payment.service.js';
import { applyReturnToRollup } from '../statistics/sales-rollup.js';
import { ClaimState, ClaimType } from './claim.entity.js';
import { moveClaim } from './claim-move.js';

/**
 * Each line's share of the order's coupon discount, in line order, in whole won: the discount split by the lines'
 * prices, rounded so that the shares add up to the discount exactly (line k gets ⌊D·Sₖ/T⌋ − ⌊D·Sₖ₋₁/T⌋, where Sₖ is
 * the sum of the first k prices). A whole order returned line by line therefore refunds exactly what was paid.
 */
export function discountShares(linePrices: number[], discount: number): number[] {
  const total = linePrices.reduce((sum, p) => sum + p, 0);
  if (total === 0 || discount === 0) return linePrices.map(() => 0);
  let running = 0;
  let given = 0;
  return linePrices.map((price) => {
    running += price;
    const upTo = Math.floor((discount * running) / total);
    const share = upTo - given;
    given = upTo;
    return share;
  });
}

/**
 * A returned line's refund, inside the receipt's transaction: its price minus its share of the coupon discount.
 * When this return completes the return of every line of the order, the coupon comes back to the member (once: the
 * update only finds it used).
 */
export async function settleReturn(tem: EntityManager, claimNo: number): Promise<number> {
  const [row] = await tem.execute<
    {
      line_no: number;
      order_no: number;
      discount: number;
      coupon_user_no: number | null;
      prices: number[];
      lines: number[];
      returned: number;
    }[]
  >(
    `select c.order_product_no as line_no, o.no as order_no, o.discount, o.coupon_user_no,
            array_agg(op.price order by op.no) as prices, array_agg(op.no order by op.no) as lines,
            (select count(*)::int from claim r
              where r.order_no = o.no and r.type = 'RETURN' and r.state in ('RECEIVED', 'REFUNDED')) as returned
       from claim c join orders o on o.no = c.order_no join order_product op on op.order_no = o.no
      where c.no = ? group by c.order_product_no, o.no`,
    [claimNo],
  );
  const { line_no, discount, coupon_user_no, prices, lines, returned } = row!;
  const index = lines.indexOf(line_no);
  const amount = prices[index]! - discountShares(prices, discount)[index]!;
  await tem.execute(`update claim set refund_amount = ? where no = ?`, [amount, claimNo]);
  if (coupon_user_no && returned === lines.length) {
    await tem.execute(`update coupon_user set is_used = false, used_at = null where no = ? and is_used`, [
      coupon_user_no,
    ]);
  }
  return amount;
}

/**
 * Completes a received return: the refund its receipt computed (claim.refund_amount) is paid back through the
 * payment provider (a partial cancel of the order's payment, once per claim whatever the retries) and the claim
 * becomes 환불완료. Called right after the receipt commits, and by the console's 'refund' again when a refund did not
 * go through: a refusal throws with the provider's reason, and the claim stays 수거완료 with its amount for a retry.
 * An order placed in demo mode has no payment: the refund is recorded as done. The statistics lose the line's units
 * and its refund with the move (applyReturnToRollup).
 */
export async function refundClaim(
  ctx: Context,
  { no, refundAccount }: { no: number; refundAccount?: RefundAccountValue | null },
): Promise<void> {
  const viewer = requireViewer(ctx);
  const [claim] = await ctx.em.execute<
    {
      order_no: number;
      type: ClaimType;
      state: ClaimState;
      refund_amount: number | null;
      refund_account: RefundAccountValue | null;
    }[]
  >(`select order_no, type, state, refund_amount, refund_account from claim where no = ?`, [no]);
  if (
    !claim ||
    claim.type !== ClaimType.RETURN ||
    claim.state !== ClaimState.RECEIVED ||
    claim.refund_amount === null
  ) {
    throw conflict(msg('claim.stateNotAllowed'), 'state');
  }
  if (claim.refund_amount > 0) {
    await refundPayment(ctx, {
      orderNo: claim.order_no,
      amount: claim.refund_amount,
      reason: MSG.payment.returnReason,
      idempotencyKey: `claim-${no}`,
      refundAccount: refundAccount ?? claim.refund_account,
    });
  }
  await moveClaim(ctx, viewer, {
    no,
    from: ClaimState.RECEIVED,
    to: ClaimState.REFUNDED,
    action: 'refund',
    also: async (tem) => {
      await applyReturnToRollup(tem, no);
      // Refunded: the whole account is no longer needed; its masked label stays (the admin's, if they gave one).
      await tem.execute(
        `update claim set refund_account = null, refund_account_label = coalesce(?, refund_account_label) where no = ?`,
        [refundAccount ? maskRefundAccount(refundAccount) : null, no],
      );
      return {};
    },
  });
}
