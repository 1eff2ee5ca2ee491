import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import { Arg, Args, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { PageOf, type Page } from '../../common/paging.js';
import { openUpload } from '../../common/storage.js';
import type { Context } from '../../context/context.js';
import { requireViewer } from '../../context/policy.js';
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
  adminCoupons(@Args() args: AdminCouponArgs, @Ctx() ctx: Context): Promise<Page<Coupon>> {
    return coupons.adminCoupons(ctx.em, args);
  }

  @Authorized('ADMIN')
  @Mutation(() => Coupon, { description: 'Admin: issues a coupon to every active member, who get a 프로모션 alert' })
  issueCoupon(@Arg('input') input: IssueCouponInput, @Ctx() ctx: Context): Promise<Coupon> {
    return coupons.issueCoupon(ctx.em, ctx.events, requireViewer(ctx), input);
  }

  @Authorized('ADMIN')
  @Query(() => PopupPage, { description: 'Admin: every popup, shown or hidden, newest first, 3 a page' })
  adminPopups(@Args() args: AdminPopupArgs, @Ctx() ctx: Context): Promise<Page<Popup>> {
    return popups.adminPopups(ctx.em, args);
  }

  @Authorized('ADMIN')
  @Mutation(() => Popup, { description: 'Admin: a new popup (picture and site path), shown on the home page at once' })
  async registerPopup(
    @Arg('path') path: string,
    @Arg('pic', () => GraphQLUpload, { nullable: true }) pic: Promise<FileUpload> | null,
    @Ctx() ctx: Context,
  ): Promise<Popup> {
    return popups.registerPopup(ctx.em, ctx.storage, requireViewer(ctx), path, await openUpload(pic));
  }

  @Authorized('ADMIN')
  @Mutation(() => Popup, { description: 'Admin: shows or hides a popup on the home page' })
  setPopupShown(@Arg('no', () => Int) no: number, @Arg('isShow') isShow: boolean, @Ctx() ctx: Context): Promise<Popup> {
    return popups.setPopupShown(ctx.em, requireViewer(ctx), no, isShow);
  }

  @Authorized('ADMIN')
  @Mutation(() => Boolean, { description: 'Admin: deletes a popup' })
  async deletePopup(@Arg('no', () => Int) no: number, @Ctx() ctx: Context): Promise<boolean> {
    await popups.deletePopup(ctx.em, ctx.storage, requireViewer(ctx), no);
    return true;
  }

  @Authorized('ADMIN')
  @Query(() => [PromotionTargetItem], { description: 'Admin: products on sale or shows matching a term, up to 10' })
  promotionTargets(
    @Arg('type', () => PromotionTargetType) type: PromotionTargetType,
    @Arg('term') term: string,
    @Ctx() ctx: Context,
  ): Promise<PromotionTargetItem[]> {
    return promotionTargets(ctx.em, type, term);
  }
}
