import { issue } from '@scene-shop/domain';
import { IsInt, IsOptional, Matches, MaxLength, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { OrderState } from '../../common/enums.js';

const bad = { message: issue('common.badInput') };

const KOREA_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The order table's filters (admin console §2); every one optional, all of them together narrow the list. */
@InputType()
export class AdminOrderFilter {
  @Field(() => OrderState, { nullable: true })
  state?: OrderState | null;

  @Field(() => String, {
    nullable: true,
    description: "Part of the orderer's name (the name the order was placed under)",
  })
  @IsOptional()
  @MaxLength(50, bad)
  ordererName?: string | null;

  @Field(() => String, { nullable: true, description: 'First order day, a Korea date YYYY-MM-DD' })
  @IsOptional()
  @Matches(KOREA_DATE, bad)
  startDate?: string | null;

  @Field(() => String, { nullable: true, description: 'Last order day (inclusive), a Korea date YYYY-MM-DD' })
  @IsOptional()
  @Matches(KOREA_DATE, bad)
  endDate?: string | null;

  @Field(() => Int, { nullable: true, description: 'One order only (the console opens a linked order this way)' })
  @IsOptional()
  @IsInt(bad)
  @Min(1, bad)
  orderNo?: number | null;
}
