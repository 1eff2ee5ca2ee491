import { Arg, Args, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import { CacheRead } from '../../common/cache-read.js';
import { boundedLimit, PageArgs, PageOf, type Page } from '../../common/paging.js';
import type { Context } from '../../context/context.js';
import { Product } from '../catalog/product.entity.js';
import { displayNickname } from '../user/nickname.js';
import { User } from '../user/user.entity.js';
import { Review } from './review.entity.js';
import * as reviews from './review.service.js';

const ReviewPage = PageOf(Review);

/** The reviews members write on the lines they bought: the shop's newest, a product's, one review. */
@Resolver(() => Review)
export class ReviewResolver {
  @CacheRead({ reads: ['review', 'users', 'product'] })
  @Query(() => [Review], { description: 'The newest reviews in the shop' })
  latestReviews(@Arg('limit', () => Int, { defaultValue: 10 }) limit: number, @Ctx() ctx: Context): Promise<Review[]> {
    return reviews.latestReviews(ctx.em, boundedLimit(limit, 50));
  }

  @CacheRead({ reads: ['review'] })
  @Query(() => ReviewPage, { description: "A product's reviews, newest first" })
  productReviews(
    @Arg('productNo', () => Int) productNo: number,
    @Args() page: PageArgs,
    @Ctx() ctx: Context,
  ): Promise<Page<Review>> {
    return reviews.listProductReviews(ctx.em, productNo, page);
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
    return review.listed?.nickname ?? displayNickname((await review.user.load()) as User);
  }
}
