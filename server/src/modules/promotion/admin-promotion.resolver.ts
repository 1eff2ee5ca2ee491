import {
  adminCouponsArgs,
  couponInput,
  pageArgs,
  popupInput,
  popupShownInput,
  POPUP_PAGE_SIZE,
  promotionTargetArgs,
  rowNo,
  type AdminCouponsArgsValue,
  type CouponInputValue,
  type PageArgsValue,
} from '@scene-shop/domain';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { PageOf, type Page } from '../../common/paging.js';
import { ParsedArg, ParsedArgs } from '../../common/parsed-args.js';
import { openUpload } from '../../common/storage.js';
import type { Context } from '../../context/context.js';
import * as coupons from './admin-coupon.service.js';
import * as popups from './admin-popup.service.js';
import { AdminCouponArgs, AdminPopupArgs, IssueCouponInput, PromotionTargetItem } from './admin-promotion.inputs.js';
import { Coupon } from './coupon.entity.js';
import { Popup } from './popup.entity.js';
import { PromotionTargetType, promotionTargets } from './promotion-target.service.js';

const CouponPage = PageOf(Coupon);
const PopupPage = PageOf(Popup);

/** Promotion management (admin-console §2 /promotion); the advertisement is the alert module's sendAdvertisement mutation. */
@Resolver()
export class AdminPromotionResolver {
  @Authorized('ADMIN')
  @Query(() => CouponPage, { description: 'Admin: coupons, newest first, 8 a page' })
  adminCoupons(
    @ParsedArgs(() => AdminCouponArgs, adminCouponsArgs) args: AdminCouponsArgsValue,
    @Ctx() ctx: Context,
  ): Promise<Page<Coupon>> {
    return coupons.adminCoupons(ctx, args);
  }

  @Authorized('ADMIN')
  @Mutation(() => Coupon, { description: 'Admin: issues a coupon to every active member, who get a 프로모션 alert' })
  issueCoupon(
    @ParsedArg('input', () => IssueCouponInput, couponInput) input: CouponInputValue,
    @Ctx() ctx: Context,
  ): Promise<Coupon> {
    return coupons.issueCoupon(ctx, input);
  }

  @Authorized('ADMIN')
  @Query(() => PopupPage, { description: 'Admin: every popup, shown or hidden, newest first, 3 a page' })
  adminPopups(
    @ParsedArgs(() => AdminPopupArgs, pageArgs(POPUP_PAGE_SIZE)) args: PageArgsValue,
    @Ctx() ctx: Context,
  ): Promise<Page<Popup>> {
    return popups.adminPopups(ctx, args);
  }

  /** The picture is an upload (a stream, not input a schema checks): declared as an argument and opened here. */
  @Authorized('ADMIN')
  @Mutation(() => Popup, { description: 'Admin: a new popup (picture and site path), shown on the home page at once' })
  async registerPopup(
    @ParsedArg('path', () => String, popupInput.shape.path) path: string,
    @Arg('pic', () => GraphQLUpload, { nullable: true }) pic: Promise<FileUpload> | null,
    @Ctx() ctx: Context,
  ): Promise<Popup> {
    return popups.registerPopup(ctx, { path, pic: await openUpload(pic) });
  }

  @Authorized('ADMIN')
  @Mutation(() => Popup, { description: 'Admin: shows or hides a popup on the home page' })
  setPopupShown(
    @ParsedArg('no', () => Int, rowNo()) no: number,
    @ParsedArg('isShow', () => Boolean, popupShownInput.shape.isShow) isShow: boolean,
    @Ctx() ctx: Context,
  ): Promise<Popup> {
    return popups.setPopupShown(ctx, { no, isShow });
  }

  @Authorized('ADMIN')
  @Mutation(() => Boolean, { description: 'Admin: deletes a popup' })
  async deletePopup(@ParsedArg('no', () => Int, rowNo()) no: number, @Ctx() ctx: Context): Promise<boolean> {
    await popups.deletePopup(ctx, { no });
    return true;
  }

  @Authorized('ADMIN')
  @Query(() => [PromotionTargetItem], { description: 'Admin: products on sale or shows matching a term, up to 10' })
  promotionTargets(
    @ParsedArg('type', () => PromotionTargetType, promotionTargetArgs.shape.type) type: PromotionTargetType,
    @ParsedArg('term', () => String, promotionTargetArgs.shape.term) term: string,
    @Ctx() ctx: Context,
  ): Promise<PromotionTargetItem[]> {
    return promotionTargets(ctx, { type, term });
  }
}
