import { Max, Min } from 'class-validator';
import { ArgsType, Field, InputType, Int, ObjectType } from 'type-graphql';
import { MAX_PAGE_SIZE } from '../../common/paging.js';
import { COUPON_PAGE_SIZE } from './admin-coupon.service.js';
import { POPUP_PAGE_SIZE } from './admin-popup.service.js';
import type { PromotionTarget } from './promotion-target.service.js';

@ArgsType()
export class AdminCouponArgs {
  @Field(() => Int, { defaultValue: 0, description: 'Zero-based page number' })
  @Min(0)
  page: number = 0;

  @Field(() => Int, { defaultValue: COUPON_PAGE_SIZE })
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  size: number = COUPON_PAGE_SIZE;

  @Field({ defaultValue: false, description: 'Only coupons still valid today (Korea time): "exclude expired coupons"' })
  activeOnly: boolean = false;
}

@ArgsType()
export class AdminPopupArgs {
  @Field(() => Int, { defaultValue: 0, description: 'Zero-based page number' })
  @Min(0)
  page: number = 0;

  @Field(() => Int, { defaultValue: POPUP_PAGE_SIZE })
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  size: number = POPUP_PAGE_SIZE;
}

/** The §5 rules are checked by the service (admin-coupon.rules.ts), in the spec's order and with its messages. */
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
