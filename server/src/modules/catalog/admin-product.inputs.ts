import { ADMIN_PRODUCT_PAGE_SIZE } from '@scene-shop/domain';
import { ArgsType, Field, InputType, Int, ObjectType } from 'type-graphql';
import { ColorFamily, ProductCategory } from '../../common/enums.js';
import { PageArgs } from '../../common/paging.js';

/**
 * The admin grid's filters (admin-console §2): name, registration days (inclusive), category; newest first (schema
 * only: `adminProductListArgs` of the domain package checks them).
 */
@ArgsType()
export class AdminProductListArgs extends PageArgs {
  // type-graphql compares the default with PageArgs' initializer of 10: this one must say 8 too.
  @Field(() => Int, { defaultValue: ADMIN_PRODUCT_PAGE_SIZE })
  override size: number = ADMIN_PRODUCT_PAGE_SIZE;

  @Field(() => String, { nullable: true, description: 'Part of the name, any case' })
  searchTerm?: string | null;

  @Field(() => String, { nullable: true, description: 'First registration day, YYYY-MM-DD (Korea time)' })
  startDate?: string | null;

  @Field(() => String, { nullable: true, description: 'Last registration day, YYYY-MM-DD (Korea time)' })
  endDate?: string | null;

  @Field(() => ProductCategory, { nullable: true })
  category?: ProductCategory | null;
}

/** The add and edit forms (schema only: `productInput` and `productEditInput` of the domain package check them). */
@InputType()
export class ProductInput {
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
