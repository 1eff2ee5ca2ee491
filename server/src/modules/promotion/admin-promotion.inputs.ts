import { COUPON_PAGE_SIZE, POPUP_PAGE_SIZE } from '@scene-shop/domain';
import { ArgsType, Field, InputType, Int, ObjectType } from 'type-graphql';
import type { PromotionTarget } from './promotion-target.service.js';

/** GraphQL's declaration of the domain's `adminCouponsArgs`, which checks them. */
@ArgsType()
export class AdminCouponArgs {
  @Field(() => Int, { defaultValue: 0, description: 'Zero-based page number' })
  page!: number;

  @Field(() => Int, { defaultValue: COUPON_PAGE_SIZE })
  size!: number;

  @Field({ defaultValue: false, description: 'Only coupons still valid today (Korea time): "exclude expired coupons"' })
  activeOnly!: boolean;
}

/** GraphQL's declaration of the domain's `pageArgs(POPUP_PAGE_SIZE)`, which checks them. */
@ArgsType()
export class AdminPopupArgs {
  @Field(() => Int, { defaultValue: 0, description: 'Zero-based page number' })
  page!: number;

  @Field(() => Int, { defaultValue: POPUP_PAGE_SIZE })
  size!: number;
}

/** The §5 rules are the domain's `couponInput`, checked in the spec's order and with its messages. */
@InputType()
export class IssueCouponInput {
  @Field()
  name!: string;

  @Field(() => Int, { nullable: true, description: '0 to 99; required' })
  discountRate?: number | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; empty means 7 days from today (Korea time)' })
  expiryDate?: string | null;
}

@ObjectType({ description: 'A product or show an advertisement or popup can lead to' })
export class PromotionTargetItem implements PromotionTarget {
  @Field(() => Int) no!: number;
  @Field({ description: "The product's name or the show's title" }) name!: string;
}
