import type { EntityManager } from '@mikro-orm/postgresql';
import { koreaDate } from '../../common/dates.js';
import type { EventBus } from '../../common/events.js';
import { pageWindow, toPage, type Page, type PageArgs } from '../../common/paging.js';
import type { Viewer } from '../../context/policy.js';
import { AuditSubject } from '../audit/audit-entry.entity.js';
import { auditOf } from '../audit/audit.service.js';
import { checkCoupon, type CouponDraft } from './admin-coupon.rules.js';
import { Coupon } from './coupon.entity.js';

/** Admin console §9: the coupon table holds 8 a page. */
export const COUPON_PAGE_SIZE = 8;

/** What the audit trail keeps of an issued coupon. */
const couponAudit = auditOf(AuditSubject.COUPON, (c: Coupon) => ({
  name: c.name,
  discountRate: c.discountRate,
  expiryDate: c.expiryDate,
}));

/** Every coupon, or only those still valid today (Korea time), newest first: rows and count, two statements. */
export async function adminCoupons(
  em: EntityManager,
  args: PageArgs & { activeOnly?: boolean },
): Promise<Page<Coupon>> {
  const where = args.activeOnly ? { expiryDate: { $gte: koreaDate(new Date()) } } : {};
  const [rows, total] = await em.findAndCount(Coupon, where, { orderBy: { no: 'desc' }, ...pageWindow(args) });
  return toPage(rows, total, args.page, args.size);
}

/**
 * Issues a coupon to every active member: the coupon row, then ONE insert … select over the members (however many
 * there are) and the audit entry, all in one transaction; the members hear of it (프로모션) after the commit.
 */
export async function issueCoupon(
  em: EntityManager,
  events: EventBus,
  viewer: Viewer,
  draft: CouponDraft,
): Promise<Coupon> {
  const values = checkCoupon(draft, koreaDate(new Date()));
  const { coupon, recorded } = await em.transactional(async (tx) => {
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
      recorded: await events.record(tx, { name: 'promotion.sent', payload: { couponNo: created.no } }),
    };
  });
  await events.deliver(recorded);
  return coupon;
}
