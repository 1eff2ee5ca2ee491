import { Field, InputType, Int } from 'type-graphql';

/** GraphQL's declaration of the domain's `orderItemInput`, which checks it. */
@InputType()
export class OrderItemInput {
  @Field(() => Int)
  productNo!: number;

  @Field(() => Int)
  quantity!: number;

  @Field(() => Int, { description: 'Line total the client showed (discounted unit price × quantity), in won' })
  resultPrice!: number;

  @Field(() => Int, {
    nullable: true,
    description: 'The size (product option) bought: required for a product sold by several sizes, none without options',
  })
  optionNo?: number | null;
}

/** GraphQL's declaration of the domain's `placeOrderInput`, which checks it. */
@InputType()
export class PlaceOrderInput {
  @Field(() => Int, { description: 'Amount the client showed the buyer, after the coupon, in won' })
  totalAmount!: number;

  @Field(() => Int, { nullable: true, description: 'The coupon (coupon number); 0 or null for none' })
  couponNo?: number | null;

  @Field(() => [OrderItemInput])
  items!: OrderItemInput[];
}

/**
 * The buyer's bank account a deposited virtual account is refunded to (GraphQL's declaration of the domain's
 * `refundAccountInput`, which checks it).
 */
@InputType()
export class RefundAccountInput {
  @Field(() => String, { description: "The bank by Toss Payments' code ('06' KB국민은행, '88' 신한은행…)" })
  bank!: string;

  @Field(() => String, { description: 'The account number: digits only, up to 20 (hyphens and spaces are dropped)' })
  accountNumber!: string;

  @Field(() => String, { description: "The account holder's name, up to 60 characters" })
  holderName!: string;
}
