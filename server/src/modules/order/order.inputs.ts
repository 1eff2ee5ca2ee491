import { issue } from '@scene-shop/domain';
import { ArrayMaxSize, ArrayMinSize, IsInt, Max, Min, ValidateNested } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';

@InputType()
export class OrderItemInput {
  @Field(() => Int)
  @IsInt()
  @Min(1)
  productNo!: number;

  @Field(() => Int)
  @IsInt({ message: issue('order.badQuantity') })
  @Min(1, { message: issue('order.badQuantity') })
  @Max(999, { message: issue('order.badQuantity') })
  quantity!: number;

  @Field(() => Int, { description: 'Line total the client showed (discounted unit price × quantity), in won' })
  @IsInt()
  @Min(0)
  resultPrice!: number;
}

@InputType()
export class PlaceOrderInput {
  @Field(() => Int, { description: 'Amount the client showed the buyer, after the coupon, in won' })
  @IsInt()
  @Min(0)
  totalAmount!: number;

  @Field(() => Int, { nullable: true, description: 'The coupon (coupon number); 0 or null for none' })
  couponNo?: number | null;

  @Field(() => [OrderItemInput])
  @ArrayMinSize(1, { message: issue('order.empty') })
  @ArrayMaxSize(50)
  @ValidateNested({ each: true })
  items!: OrderItemInput[];
}
