import { ALTERNATIVES_DEFAULT, ALTERNATIVES_MAX, alternativesArgs } from '@scene-shop/domain';
import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import { ParsedArg } from '../../common/parsed-args.js';
import type { Context } from '../../context/context.js';
import { Product } from '../catalog/product.entity.js';
import { Item } from './item.entity.js';
import { CacheRead } from '../../common/cache-read.js';

/**
 * What the show page offers instead of an item's product when that cannot be bought, or beside it when it cannot
 * be bought in the shopper's size. Open to visitors.
 */
@Resolver(() => Item)
export class ItemAlternativesResolver {
  // With `sizes` it reads the options' stock too.
  @CacheRead({ reads: ['product', 'product_option'] })
  @FieldResolver(() => [Product], {
    description:
      "When the item's product is sold out or no longer sold: in-stock products of its category and colour family, " +
      "those with one of the shopper's last chosen `sizes` (at most one of each kind: clothes, shoes) in stock first, " +
      `then best sellers first, at most ${ALTERNATIVES_MAX}. When the product can be bought but has sizes of the ` +
      "shopper's kind (clothes, shoes) and none of their `sizes` in stock: such products that have one of them in " +
      'stock, best sellers first (the product itself stays on offer). Empty otherwise: while the product can be ' +
      'bought (in their size, or without `sizes`) or when there is none',
  })
  alternatives(
    @Root() item: Item,
    @ParsedArg('limit', () => Int, alternativesArgs.shape.limit, { defaultValue: ALTERNATIVES_DEFAULT }) limit: number,
    @ParsedArg('sizes', () => [String], alternativesArgs.shape.sizes, { nullable: true }) sizes: string[],
    @Ctx() ctx: Context,
  ): Promise<Product[]> {
    return ctx.loaders.itemAlternatives.load({
      itemNo: item.no,
      productNo: item.product?.no ?? null,
      limit,
      sizes: [...new Set(sizes)].sort(),
    });
  }
}
