import { couponMemberRef, pageArgs } from '@scene-shop/domain';
import { mapPage } from '../../common/paging.js';
import { fromText } from '../../common/schemas.js';
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

const member = fromText(couponMemberRef);

export const couponRoutes = [
  route({
    method: 'GET',
    path: '/api/coupon/order/:userNo',
    policy: 'member',
    params: member,
    reader: ({ params }) => params.userNo,
    handle: async ({ ctx, params }) => (await coupons.usableCoupons(ctx, params)).map(couponJson),
  }),
  route({
    method: 'GET',
    path: '/api/coupon/:userNo',
    policy: 'member',
    params: member,
    query: fromText(pageArgs(10), { sort: true }),
    reader: ({ params }) => params.userNo,
    handle: async ({ ctx, params, query }) => {
      const page = await coupons.myCoupons(ctx, { ...query, ...params });
      return mapPage(page, couponJson);
    },
  }),
];
