import { Arg, Args, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import { boundedLimit, PageArgs, PageOf, type Page } from '../../common/paging.js';
import type { Context } from '../../context/context.js';
import { User } from '../user/user.entity.js';
import { Product } from './product.entity.js';
import { ProductListArgs } from './product.inputs.js';
import * as products from './product.service.js';
import { Review } from './review.entity.js';
import * as reviews from './review.service.js';
import { CacheRead } from '../../common/cache-read.js';

const ProductPage = PageOf(Product);
const ReviewPage = PageOf(Review);

@Resolver(() => Product)
export class ProductResolver {
  @CacheRead({ reads: ['product', 'product_count'] })
  @Query(() => ProductPage, {
    description: 'Products on sale; category, sort and sold-out filter run over the whole catalogue',
  })
  products(@Args() args: ProductListArgs, @Ctx() ctx: Context): Promise<Page<Product>> {
    return products.listProducts(ctx.em, args);
  }

  @CacheRead({ reads: ['product'] })
  @Query(() => Product, { nullable: true })
  product(@Arg('no', () => Int) no: number, @Ctx() ctx: Context): Promise<Product | null> {
    return products.findProduct(ctx.em, no);
  }

  @CacheRead({ reads: ['review'] })
  @Query(() => ReviewPage, { description: "A product's reviews, newest first" })
  productReviews(
    @Arg('productNo', () => Int) productNo: number,
    @Args() page: PageArgs,
    @Ctx() ctx: Context,
  ): Promise<Page<Review>> {
    return products.listProductReviews(ctx.em, productNo, page);
  }
}

@Resolver(() => Review)
export class ReviewResolver {
  @CacheRead({ reads: ['review', 'users', 'product'] })
  @Query(() => [Review], { description: 'The newest reviews in the shop' })
  latestReviews(@Arg('limit', () => Int, { defaultValue: 10 }) limit: number, @Ctx() ctx: Context): Promise<Review[]> {
    return reviews.latestReviews(ctx.em, boundedLimit(limit, 50));
  }

  @CacheRead({ reads: ['review'] })
  @Query(() => Review, { nullable: true })
  review(@Arg('no', () => Int) no: number, @Ctx() ctx: Context): Promise<Review | null> {
    return reviews.findReview(ctx.em, no);
  }

  @CacheRead({ reads: ['product'] })
  @FieldResolver(() => Product)
  product(@Root() review: Review): Promise<Product> {
    return review.product.load() as Promise<Product>;
  }

  @CacheRead({ reads: ['users'] })
  @FieldResolver(() => User)
  author(@Root() review: Review): Promise<User> {
    return review.user.load() as Promise<User>;
  }

  @CacheRead({ reads: ['users'] })
  @FieldResolver(() => String, { description: "The author's nickname, or a withdrawn-member label" })
  async userNickname(@Root() review: Review): Promise<string> {
    return review.listed?.nickname ?? reviews.displayNickname((await review.user.load()) as User);
  }
}
