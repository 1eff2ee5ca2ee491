import { Field, InputType, Int } from 'type-graphql';
import { OrderState } from '../../common/enums.js';

/**
 * The order table's filters (admin console §2); every one optional, all of them together narrow the list. GraphQL's
 * declaration of the domain's `adminOrderFilter`, which checks it.
 */
@InputType()
export class AdminOrderFilter {
  @Field(() => OrderState, { nullable: true })
  state?: OrderState | null;

  @Field(() => String, {
    nullable: true,
    description: "Part of the orderer's name (the name the order was placed under)",
  })
  ordererName?: string | null;

  @Field(() => String, { nullable: true, description: 'First order day, a Korea date YYYY-MM-DD' })
  startDate?: string | null;

  @Field(() => String, { nullable: true, description: 'Last order day (inclusive), a Korea date YYYY-MM-DD' })
  endDate?: string | null;

  @Field(() => Int, { nullable: true, description: 'One order only (the console opens a linked order this way)' })
  orderNo?: number | null;
}

/** The parcel an order leaves in (the domain's `parcelInput` checks it). */
@InputType()
export class ParcelInput {
  @Field(() => String, { description: "The courier's code (see couriers)" })
  courierCode!: string;

  @Field(() => String, { description: 'The waybill number: letters and digits (hyphens and spaces are dropped)' })
  trackingNo!: string;
}
