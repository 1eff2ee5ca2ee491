import {
  productOptionsInput,
  sizeGuideInput,
  type ProductOptionsInputValue,
  type SizeGuideInputValue,
} from '@scene-shop/domain';
import { ArgsType, Authorized, Ctx, Field, InputType, Int, Mutation, Resolver } from 'type-graphql';
import { ParsedArgs } from '../../common/parsed-args.js';
import type { Context } from '../../context/context.js';
import * as options from './admin-option.service.js';
import { ProductOption } from './product-option.entity.js';
import { Product } from './product.entity.js';

/** GraphQL's declaration of the domain's `productOptionInput`, which checks it. */
@InputType()
export class ProductOptionInput {
  @Field(() => Int, { nullable: true, description: 'An option the product has; none: a new one' })
  no?: number | null;

  @Field()
  size!: string;

  @Field(() => String, { nullable: true })
  color?: string | null;

  @Field(() => Int)
  stock!: number;

  @Field(() => Int, { nullable: true, description: 'Won added to the price for this size (default 0)' })
  priceDelta?: number | null;
}

@ArgsType()
export class ProductOptionsArgs {
  @Field(() => Int)
  productNo!: number;

  @Field(() => [ProductOptionInput], { description: 'Every option to keep, in order; the others are retired' })
  options!: ProductOptionInput[];
}

@InputType()
export class SizeGuideRowInput {
  @Field()
  size!: string;

  @Field(() => [String])
  values!: string[];
}

@InputType()
export class SizeGuideInput {
  @Field(() => [String])
  columns!: string[];

  @Field(() => [SizeGuideRowInput])
  rows!: SizeGuideRowInput[];
}

@ArgsType()
export class SizeGuideArgs {
  @Field(() => Int)
  productNo!: number;

  @Field(() => SizeGuideInput, { nullable: true, description: 'null removes the table' })
  sizeGuide!: SizeGuideInput | null;
}

/** The console's option editor and size guide (issue 25). */
@Resolver()
export class AdminOptionResolver {
  @Authorized('ADMIN')
  @Mutation(() => [ProductOption], {
    description: "Admin: a product's sizes as listed (renamed, restocked, repriced, added); the others are retired",
  })
  saveProductOptions(
    @ParsedArgs(() => ProductOptionsArgs, productOptionsInput) args: ProductOptionsInputValue,
    @Ctx() ctx: Context,
  ): Promise<ProductOption[]> {
    return options.saveProductOptions(ctx, args);
  }

  @Authorized('ADMIN')
  @Mutation(() => Product, { description: "Admin: a product's measurement table (null removes it)" })
  saveSizeGuide(
    @ParsedArgs(() => SizeGuideArgs, sizeGuideInput) args: SizeGuideInputValue,
    @Ctx() ctx: Context,
  ): Promise<Product> {
    return options.saveSizeGuide(ctx, args);
  }
}
