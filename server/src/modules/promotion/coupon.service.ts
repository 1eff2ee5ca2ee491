import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { koreaDate } from '../../common/dates.js';
import { pageWindow, toPage, type Page, type PageArgs } from '../../common/paging.js';
import { CouponUser } from './coupon-user.entity.js';

/** Unused coupons whose last day (Korea time) has not passed. */
const usable = (userNo: number): FilterQuery<CouponUser> => ({
  user: userNo,
  isUsed: false,
  coupon: { expiryDate: { $gte: koreaDate(new Date()) } },
});

/** The coupons a member can use on an order, soonest to expire first. */
export function usableCoupons(em: EntityManager, userNo: number): Promise<CouponUser[]> {
  return em.find(CouponUser, usable(userNo), {
    populate: ['coupon'],
    orderBy: { coupon: { expiryDate: 'asc', no: 'asc' } },
  });
}

export async function myCoupons(em: EntityManager, userNo: number, args: PageArgs): Promise<Page<CouponUser>> {
  const [rows, total] = await em.findAndCount(CouponUser, usable(userNo), {
    populate: ['coupon'],
    orderBy: { coupon: { expiryDate: 'asc', no: 'asc' } },
    ...pageWindow(args),
  });
  return toPage(rows, total, args.page, args.size);
}
