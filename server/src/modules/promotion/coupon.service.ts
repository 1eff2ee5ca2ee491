import type { FilterQuery } from '@mikro-orm/core';
import type { CouponMemberRef, MemberCouponsArgsValue } from '@scene-shop/domain';
import { koreaDate } from '../../common/dates.js';
import { pageWindow, toPage, type Page } from '../../common/paging.js';
import type { Context } from '../../context/context.js';
import { CouponUser } from './coupon-user.entity.js';

/** Unused coupons whose last day (Korea time) has not passed. */
const usable = (userNo: number): FilterQuery<CouponUser> => ({
  user: userNo,
  isUsed: false,
  coupon: { expiryDate: { $gte: koreaDate(new Date()) } },
});

/** The coupons a member can use on an order, soonest to expire first. */
export function usableCoupons(ctx: Context, { userNo }: CouponMemberRef): Promise<CouponUser[]> {
  return ctx.em.find(CouponUser, usable(userNo), {
    populate: ['coupon'],
    orderBy: { coupon: { expiryDate: 'asc', no: 'asc' } },
  });
}

/** A member's usable coupons, a page at a time. */
export async function myCoupons(
  ctx: Context,
  { userNo, page, size }: MemberCouponsArgsValue,
): Promise<Page<CouponUser>> {
  const [rows, total] = await ctx.em.findAndCount(CouponUser, usable(userNo), {
    populate: ['coupon'],
    orderBy: { coupon: { expiryDate: 'asc', no: 'asc' } },
    ...pageWindow({ page, size }),
  });
  return toPage(rows, total, page, size);
}
