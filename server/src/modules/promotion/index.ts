import type { Module } from '../../context/module.js';
import { AdminPromotionResolver } from './admin-promotion.resolver.js';
import { adminPromotionRoutes } from './admin-promotion.rest.js';
import { CouponUser } from './coupon-user.entity.js';
import { Coupon } from './coupon.entity.js';
import { CouponResolver } from './coupon.resolver.js';
import { couponRoutes } from './coupon.rest.js';
import { Popup } from './popup.entity.js';

export const promotionModule: Module = {
  name: 'promotion',
  entities: [Coupon, CouponUser, Popup],
  resolvers: [CouponResolver, AdminPromotionResolver],
  routes: [...couponRoutes, ...adminPromotionRoutes],
};
