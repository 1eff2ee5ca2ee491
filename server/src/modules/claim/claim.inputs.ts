import { Field, InputType, Int } from 'type-graphql';
import { RefundAccountInput } from '../order/order.inputs.js';
import { ClaimReason, ClaimState, ClaimType } from './claim.entity.js';

/** GraphQL's declaration of the domain's `claimInput`, which checks it. */
@InputType()
export class ClaimInput {
  @Field(() => Int, { description: 'The order line to return or exchange (one of the caller’s, delivered)' })
  orderProductNo!: number;

  @Field(() => ClaimType)
  type!: ClaimType;

  @Field(() => ClaimReason)
  reason!: ClaimReason;

  @Field(() => String, { nullable: true, description: 'The member’s own words (500 characters at most)' })
  text?: string | null;

  @Field(() => Int, { nullable: true, description: 'An exchange’s wanted option of the same product' })
  optionNo?: number | null;

  @Field(() => RefundAccountInput, {
    nullable: true,
    description: 'A return of a line paid into a virtual account: the account its refund goes to (required then)',
  })
  refundAccount?: RefundAccountInput | null;
}

/** GraphQL's declaration of the domain's `adminClaimFilter`. */
@InputType()
export class AdminClaimFilter {
  @Field(() => ClaimState, { nullable: true })
  state?: ClaimState | null;

  @Field(() => ClaimType, { nullable: true })
  type?: ClaimType | null;

  @Field(() => Int, { nullable: true })
  orderNo?: number | null;
}
