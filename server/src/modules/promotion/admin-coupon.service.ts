import type { AdminCouponsArgsValue, CouponInputValue } from '@scene-shop/domain';
import { koreaDate } from '../../common/dates.js';
import { pageWindow, toPage, type Page } from '../../common/paging.js';
import type { Context } from '../../context/context.js';
import { requireViewer } from '../../context/policy.js';
import { AuditSubject } from '../audit/audit-entry.entity.js';
import { auditOf } from '../audit/audit.service.js';
import { Coupon } from './coupon.entity.js';

/** What the audit trail keeps of an issued coupon. */
const couponAudit = auditOf(AuditSubject.COUPON, (c: Coupon) => ({
  name: c.name,
  discountRate: c.discountRate,
  expiryDate: c.expiryDate,
}));

/** Every coupon, or only those still valid today (Korea time), newest first: rows and count, two statements. */
export async function adminCoupons(
  ctx: Context,
  { page, size, activeOnly }: AdminCouponsArgsValue,
): Promise<Page<Coupon>> {
  const where = activeOnly ? { expiryDate: { $gte: koreaDate(new Date()) } } : {};
  const [rows, total] = await ctx.em.findAndCount(Coupon, where, {
    orderBy: { no: 'desc' },
    ...pageWindow({ page, size }),
  });
  return toPage(rows, total, page, size);
}

/**
 * Issues a coupon (its expiry already defaulted and checked against today) to every active member: the coupon row,
 * then ONE insert … select over the members (however many there are) and the audit entry, all in one transaction;
 * the members hear of it (프로모션) after the commit.
 */
export async function issueCoupon(ctx: Context, values: CouponInputValue): Promise<Coupon> {
  const viewer = requireViewer(ctx);
  const { coupon, recorded } = await ctx.em.transactional(async (tx) => {
    const created = tx.create(Coupon, values);
    await couponAudit.created(tx, viewer, created, { action: 'issue' });
    await tx.execute(
      `insert into coupon_user (coupon_no, user_no)
       select ?, u.no from users u where u.withdrawn_at is null`,
      [created.no],
      'run',
    );
    return {
      coupon: created,
      recorded: await ctx.events.record(tx, { name: 'promotion.sent', payload: { couponNo: created.no } }),
    };
  });
  await ctx.events.deliver(recorded);
  return coupon;
}
