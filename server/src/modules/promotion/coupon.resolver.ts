import { pageArgs, type PageArgsValue } from '@scene-shop/domain';
import { Authorized, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { PageArgs, PageOf, type Page } from '../../common/paging.js';
import { ParsedArgs } from '../../common/parsed-args.js';
import { requireViewer } from '../../context/policy.js';
import type { Context } from '../../context/context.js';
import { CouponUser } from './coupon-user.entity.js';
import { Coupon } from './coupon.entity.js';
import * as coupons from './coupon.service.js';
import { CacheRead } from '../../common/cache-read.js';

const CouponUserPage = PageOf(CouponUser);

@Resolver(() => CouponUser)
export class CouponResolver {
  @Authorized()
  @Query(() => [CouponUser], { description: "The caller's unused, unexpired coupons, for the order page" })
  usableCoupons(@Ctx() ctx: Context): Promise<CouponUser[]> {
    return coupons.usableCoupons(ctx, { userNo: requireViewer(ctx).no });
  }

  @Authorized()
  @Query(() => CouponUserPage, { description: "The caller's usable coupons, paged" })
  myCoupons(
    @ParsedArgs(() => PageArgs, pageArgs()) page: PageArgsValue,
    @Ctx() ctx: Context,
  ): Promise<Page<CouponUser>> {
    return coupons.myCoupons(ctx, { ...page, userNo: requireViewer(ctx).no });
  }

  @CacheRead({ reads: ['coupon'] })
  @FieldResolver(() => Coupon)
  coupon(@Root() owned: CouponUser): Promise<Coupon> {
    return owned.coupon.load() as Promise<Coupon>;
  }
}
