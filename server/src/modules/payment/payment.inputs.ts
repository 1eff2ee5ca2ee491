import { Field, InputType, Int } from 'type-graphql';

/** GraphQL's declaration of the domain's `confirmPaymentInput`, which checks it. */
@InputType()
export class ConfirmPaymentInput {
  @Field(() => String, { description: "The success URL's paymentKey" })
  paymentKey!: string;

  @Field(() => String, { description: "The success URL's orderId (the provider's order id)" })
  orderId!: string;

  @Field(() => Int, { description: "The success URL's amount, in won: it must be the order's" })
  amount!: number;
}

/** GraphQL's declaration of the domain's `failPaymentInput`, which checks it. */
@InputType()
export class FailPaymentInput {
  @Field(() => String)
  orderId!: string;

  @Field(() => String, { nullable: true })
  code?: string;

  @Field(() => String, { nullable: true })
  message?: string;
}
