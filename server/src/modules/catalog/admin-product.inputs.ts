import { issue } from '@scene-shop/domain';
import { IsOptional, Matches, MaxLength } from 'class-validator';
import { ArgsType, Field, InputType, Int, ObjectType } from 'type-graphql';
import { ColorFamily, ProductCategory } from '../../common/enums.js';
import { PageArgs } from '../../common/paging.js';
import type { ProductDraft } from './admin-product.rules.js';

/** A calendar day in Korea time, YYYY-MM-DD. */
export const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const ADMIN_PRODUCT_PAGE_SIZE = 8;

/** The admin grid's filters (admin-console §2): name, registration days (inclusive), category; newest first. */
@ArgsType()
export class AdminProductListArgs extends PageArgs {
  @Field(() => Int, { defaultValue: ADMIN_PRODUCT_PAGE_SIZE })
  override size: number = ADMIN_PRODUCT_PAGE_SIZE;

  @Field(() => String, { nullable: true, description: 'Part of the name, any case' })
  @IsOptional()
  @MaxLength(100, { message: issue('common.badInput') })
  searchTerm?: string | null;

  @Field(() => String, { nullable: true, description: 'First registration day, YYYY-MM-DD (Korea time)' })
  @IsOptional()
  @Matches(DAY, { message: issue('common.badInput') })
  startDate?: string | null;

  @Field(() => String, { nullable: true, description: 'Last registration day, YYYY-MM-DD (Korea time)' })
  @IsOptional()
  @Matches(DAY, { message: issue('common.badInput') })
  endDate?: string | null;

  @Field(() => ProductCategory, { nullable: true })
  category?: ProductCategory | null;
}

/** The add and edit forms; the rules of §5 run in the service so both APIs answer the same messages. */
@InputType()
export class ProductInput implements ProductDraft {
  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => Int, { nullable: true, description: 'Won, above 0' })
  price?: number | null;

  @Field(() => String, { nullable: true })
  contents?: string | null;

  @Field(() => ProductCategory, { nullable: true })
  category?: ProductCategory | null;

  @Field(() => Int, { nullable: true, description: '0 or more' })
  stock?: number | null;

  @Field(() => Int, { nullable: true, description: 'Percent, 0 to 100' })
  discountRate?: number | null;

  @Field(() => ColorFamily, {
    nullable: true,
    description: 'For similar-product suggestions; null clears it, leaving it out keeps the stored one when editing',
  })
  colorFamily?: ColorFamily | null;
}

@ObjectType({ description: "One month of a product's sales (orders not cancelled), Korea time" })
export class ProductSalesMonth {
  @Field({ description: 'YYYY-MM' })
  month!: string;

  @Field(() => Int, { description: 'Units sold' })
  quantity!: number;

  @Field(() => Int, { description: 'Won' })
  revenue!: number;
}
