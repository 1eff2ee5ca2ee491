import { z } from 'zod';
import { MSG } from '../../common/messages.js';
import { mapPage } from '../../common/paging.js';
import { idText, int, pageQuery, text } from '../../common/schemas.js';
import { requireViewer } from '../../context/policy.js';
import { route } from '../../context/route.js';
import { TERM_MAX } from '../../common/search-terms.js';
import { COUPON_NAME_MAX } from './admin-coupon.rules.js';
import * as coupons from './admin-coupon.service.js';
import * as popups from './admin-popup.service.js';
import type { Coupon } from './coupon.entity.js';
import type { Popup } from './popup.entity.js';
import { PromotionTargetType, promotionTargets } from './promotion-target.service.js';

const couponJson = (c: Coupon) => ({ no: c.no, name: c.name, discountRate: c.discountRate, expiryDate: c.expiryDate });
const popupJson = (p: Popup) => ({ no: p.no, pic: p.pic, path: p.path, isShow: p.isShow });
const popupParam = z.strictObject({ no: idText() });

/**
 * Admin console §7 Promotions; the three popup calls are documented without the /api prefix. The advertisement is
 * the alert module's (alert/admin-advertise.rest.ts).
 */
export const adminPromotionRoutes = [
  route({
    method: 'GET',
    path: '/api/admin/coupons',
    policy: 'admin',
    query: z.strictObject(pageQuery(coupons.COUPON_PAGE_SIZE)),
    handle: async ({ ctx, query }) => mapPage(await coupons.adminCoupons(ctx.em, query), couponJson),
  }),
  route({
    method: 'GET',
    path: '/api/admin/coupons/active',
    policy: 'admin',
    query: z.strictObject(pageQuery(coupons.COUPON_PAGE_SIZE)),
    handle: async ({ ctx, query }) =>
      mapPage(await coupons.adminCoupons(ctx.em, { ...query, activeOnly: true }), couponJson),
  }),
  route({
    method: 'POST',
    path: '/api/admin/coupon',
    policy: 'admin',
    body: z.strictObject({
      name: text(COUPON_NAME_MAX),
      discountRate: int().nullable().optional(),
      expiryDate: text(10).nullable().optional(),
    }),
    handle: async ({ ctx, body }) => {
      const coupon = await coupons.issueCoupon(ctx.em, ctx.events, requireViewer(ctx), body);
      return { isSuccess: true, message: MSG.adminPromotion.couponIssued, coupon: couponJson(coupon) };
    },
  }),
  route({
    method: 'GET',
    path: '/api/admin/promotion/autocomplete/:type/:term',
    policy: 'admin',
    params: z.strictObject({ type: z.enum(PromotionTargetType), term: text(TERM_MAX) }),
    handle: async ({ ctx, params }) => {
      const found = await promotionTargets(ctx.em, params.type, params.term);
      // The documented items name a product by `name` and a show by `title`.
      return params.type === PromotionTargetType.SHOW ? found.map((s) => ({ no: s.no, title: s.name })) : found;
    },
  }),
  route({
    method: 'GET',
    path: '/api/admin/popups',
    policy: 'admin',
    query: z.strictObject(pageQuery(popups.POPUP_PAGE_SIZE)),
    handle: async ({ ctx, query }) => mapPage(await popups.adminPopups(ctx.em, query), popupJson),
  }),
  /** Multipart: a plain `path` value and the `pic` file. */
  route({
    method: 'POST',
    path: '/admin/popup',
    policy: 'admin',
    multipart: { json: 'path', file: 'pic', text: true },
    body: z.strictObject({ path: text(300) }),
    handle: async ({ ctx, body, file }) => {
      const popup = await popups.registerPopup(ctx.em, ctx.storage, requireViewer(ctx), body.path, file);
      return { isSuccess: true, message: MSG.adminPromotion.popupRegistered, ...popupJson(popup) };
    },
  }),
  route({
    method: 'DELETE',
    path: '/admin/popup/:no',
    policy: 'admin',
    params: popupParam,
    handle: async ({ ctx, params }) => {
      await popups.deletePopup(ctx.em, ctx.storage, requireViewer(ctx), params.no);
      return { isSuccess: true };
    },
  }),
  route({
    method: 'PUT',
    path: '/admin/popup/:no/status',
    policy: 'admin',
    params: popupParam,
    body: z.strictObject({ status: z.boolean() }),
    handle: async ({ ctx, params, body }) => {
      const popup = await popups.setPopupShown(ctx.em, requireViewer(ctx), params.no, body.status);
      return { isSuccess: true, ...popupJson(popup) };
    },
  }),
];
