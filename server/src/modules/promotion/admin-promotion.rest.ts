import {
  COUPON_PAGE_SIZE,
  couponInput,
  pageArgs,
  popupInput,
  popupStatusBody,
  POPUP_PAGE_SIZE,
  promotionTargetArgs,
  rowRef,
} from '@scene-shop/domain';
import { MSG } from '../../common/messages.js';
import { mapPage } from '../../common/paging.js';
import { fromText } from '../../common/schemas.js';
import { route } from '../../context/route.js';
import * as coupons from './admin-coupon.service.js';
import * as popups from './admin-popup.service.js';
import type { Coupon } from './coupon.entity.js';
import type { Popup } from './popup.entity.js';
import { PromotionTargetType, promotionTargets } from './promotion-target.service.js';

const couponJson = (c: Coupon) => ({ no: c.no, name: c.name, discountRate: c.discountRate, expiryDate: c.expiryDate });
const popupJson = (p: Popup) => ({ no: p.no, pic: p.pic, path: p.path, isShow: p.isShow });
const popupParam = fromText(rowRef);
const couponPage = fromText(pageArgs(COUPON_PAGE_SIZE), { sort: true });

/**
 * Admin console §7 Promotions; the three popup calls are documented without the /api prefix. The advertisement is
 * the alert module's (alert/admin-advertise.rest.ts).
 */
export const adminPromotionRoutes = [
  route({
    method: 'GET',
    path: '/api/admin/coupons',
    policy: 'admin',
    query: couponPage,
    handle: async ({ ctx, query }) =>
      mapPage(await coupons.adminCoupons(ctx, { ...query, activeOnly: false }), couponJson),
  }),
  route({
    method: 'GET',
    path: '/api/admin/coupons/active',
    policy: 'admin',
    query: couponPage,
    handle: async ({ ctx, query }) =>
      mapPage(await coupons.adminCoupons(ctx, { ...query, activeOnly: true }), couponJson),
  }),
  route({
    method: 'POST',
    path: '/api/admin/coupon',
    policy: 'admin',
    body: couponInput,
    handle: async ({ ctx, body }) => {
      const coupon = await coupons.issueCoupon(ctx, body);
      return { isSuccess: true, message: MSG.adminPromotion.couponIssued, coupon: couponJson(coupon) };
    },
  }),
  route({
    method: 'GET',
    path: '/api/admin/promotion/autocomplete/:type/:term',
    policy: 'admin',
    params: fromText(promotionTargetArgs),
    handle: async ({ ctx, params }) => {
      const found = await promotionTargets(ctx, params);
      // The documented items name a product by `name` and a show by `title`.
      return params.type === PromotionTargetType.SHOW ? found.map((s) => ({ no: s.no, title: s.name })) : found;
    },
  }),
  route({
    method: 'GET',
    path: '/api/admin/popups',
    policy: 'admin',
    query: fromText(pageArgs(POPUP_PAGE_SIZE), { sort: true }),
    handle: async ({ ctx, query }) => mapPage(await popups.adminPopups(ctx, query), popupJson),
  }),
  /** Multipart: a plain `path` value and the `pic` file. */
  route({
    method: 'POST',
    path: '/admin/popup',
    policy: 'admin',
    multipart: { json: 'path', file: 'pic', text: true },
    body: popupInput,
    handle: async ({ ctx, body, file }) => {
      const popup = await popups.registerPopup(ctx, { ...body, pic: file });
      return { isSuccess: true, message: MSG.adminPromotion.popupRegistered, ...popupJson(popup) };
    },
  }),
  route({
    method: 'DELETE',
    path: '/admin/popup/:no',
    policy: 'admin',
    params: popupParam,
    handle: async ({ ctx, params }) => {
      await popups.deletePopup(ctx, params);
      return { isSuccess: true };
    },
  }),
  route({
    method: 'PUT',
    path: '/admin/popup/:no/status',
    policy: 'admin',
    params: popupParam,
    body: popupStatusBody,
    handle: async ({ ctx, params, body }) => {
      const popup = await popups.setPopupShown(ctx, { ...params, isShow: body.status });
      return { isSuccess: true, ...popupJson(popup) };
    },
  }),
];
