import { productListArgs, rowNo, type ProductListArgsValue } from '@scene-shop/domain';
import { Ctx, Int, Query, Resolver } from 'type-graphql';
import { CacheRead } from '../../common/cache-read.js';
import { PageOf, type Page } from '../../common/paging.js';
import { ParsedArg, ParsedArgs } from '../../common/parsed-args.js';
import type { Context } from '../../context/context.js';
import { Product } from './product.entity.js';
import { ProductListArgs } from './product.inputs.js';
import * as products from './product.service.js';

const ProductPage = PageOf(Product);

@Resolver(() => Product)
export class ProductResolver {
  @CacheRead({ reads: ['product', 'product_count'] })
  @Query(() => ProductPage, {
    description: 'Products on sale; category, sort and sold-out filter run over the whole catalogue',
  })
  products(
    @ParsedArgs(() => ProductListArgs, productListArgs) args: ProductListArgsValue,
    @Ctx() ctx: Context,
  ): Promise<Page<Product>> {
    return products.listProducts(ctx, args);
  }

  @CacheRead({ reads: ['product'] })
  @Query(() => Product, { nullable: true })
  product(@ParsedArg('no', () => Int, rowNo()) no: number, @Ctx() ctx: Context): Promise<Product | null> {
    return products.findProduct(ctx, { no });
  }
}
