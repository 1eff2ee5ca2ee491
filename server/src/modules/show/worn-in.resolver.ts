import { RECENT_POSTS_DEFAULT, recentPostsArgs } from '@scene-shop/domain';
import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import { ParsedArg } from '../../common/parsed-args.js';
import type { Context } from '../../context/context.js';
import { Product } from '../catalog/product.entity.js';
import { Post } from '../community/post.entity.js';
import { WORN_IN_LIMIT } from './worn-in.loaders.js';
import { WornIn } from './worn-in.types.js';
import { CacheRead } from '../../common/cache-read.js';

/** Where a product is seen: in the shows' outfits and in the community's posts. Open to visitors, like the product. */
@Resolver(() => Product)
export class WornInResolver {
  @CacheRead({ reads: ['item', 'style_item', 'style', 'character', 'show'] })
  @FieldResolver(() => [WornIn], {
    description: `The outfits (show, character, style) the product appears in, newest show first, at most ${WORN_IN_LIMIT}`,
  })
  wornIn(@Root() product: Product, @Ctx() ctx: Context): Promise<WornIn[]> {
    return ctx.loaders.productWornIn.load(product.no);
  }

  @CacheRead({ reads: ['post'] })
  @FieldResolver(() => [Post], {
    description: 'The latest community posts attaching the product; deleted and over-reported posts never appear',
  })
  recentPosts(
    @Root() product: Product,
    @ParsedArg('limit', () => Int, recentPostsArgs.shape.limit, { defaultValue: RECENT_POSTS_DEFAULT }) limit: number,
    @Ctx() ctx: Context,
  ): Promise<Post[]> {
    return ctx.loaders.productRecentPosts.load({ productNo: product.no, limit });
  }
}
