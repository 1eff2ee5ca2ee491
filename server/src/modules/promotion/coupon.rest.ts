import { z } from 'zod';
import { idText, pageQuery } from '../../common/schemas.js';
import { mapPage } from '../../common/paging.js';
import { route } from '../../context/route.js';
import type { CouponUser } from './coupon-user.entity.js';
import * as coupons from './coupon.service.js';

const couponJson = (cu: CouponUser) => {
  const c = cu.coupon.getEntity();
  return {
    couponUser: { no: cu.no, isUsed: cu.isUsed },
    coupon: { no: c.no, name: c.name, discountRate: c.discountRate, expiryDate: c.expiryDate },
  };
};

const member = z.strictObject({ userNo: idText() });

export const couponRoutes = [
  route({
    method: 'GET',
    path: '/api/coupon/order/:userNo',
    policy: 'member',
    params: member,
    reader: ({ params }) => params.userNo,
    handle: async ({ ctx, params }) => (await coupons.usableCoupons(ctx.em, params.userNo)).map(couponJson),
  }),
  route({
    method: 'GET',
    path: '/api/coupon/:userNo',
    policy: 'member',
    params: member,
    query: z.strictObject(pageQuery(10)),
    reader: ({ params }) => params.userNo,
    handle: async ({ ctx, params, query }) => {
      const page = await coupons.myCoupons(ctx.em, params.userNo, query);
      return mapPage(page, couponJson);
    },
  }),
];
