import { Router } from 'express';
import { handle, pageQuery, ownMemberNo } from '../../common/rest.js';
import type { CouponUser } from './coupon-user.entity.js';
import * as coupons from './coupon.service.js';

export const couponRest = Router();

const couponJson = (cu: CouponUser) => {
  const c = cu.coupon.getEntity();
  return {
    couponUser: { no: cu.no, isUsed: cu.isUsed },
    coupon: { no: c.no, name: c.name, discountRate: c.discountRate, expiryDate: c.expiryDate },
  };
};

couponRest.get(
  '/api/coupon/order/:userNo',
  handle(async (req, ctx) => {
    const userNo = ownMemberNo(ctx, req.params.userNo, 'userNo');
    return (await coupons.usableCoupons(ctx.em, userNo)).map(couponJson);
  }),
);

couponRest.get(
  '/api/coupon/:userNo',
  handle(async (req, ctx) => {
    const userNo = ownMemberNo(ctx, req.params.userNo, 'userNo');
    const page = await coupons.myCoupons(ctx.em, userNo, pageQuery(req.query, 10));
    return { ...page, content: page.content.map(couponJson) };
  }),
);
