import { latestReviewsArgs, pageArgs, productReviewsArgs, rowNo, type PageArgsValue } from '@scene-shop/domain';
import { Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import { PageArgs, PageOf, type Page } from '../../common/paging.js';
import { ParsedArg, ParsedArgs } from '../../common/parsed-args.js';
import { CacheRead } from '../../common/cache-read.js';
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
  // order_product: the size each review's line bought, read in the list's statement.
  @CacheRead({ reads: ['review', 'users', 'product', 'order_product'] })
  @Query(() => [Review], { description: 'The newest reviews in the shop' })
  latestReviews(
    @ParsedArg('limit', () => Int, latestReviewsArgs.shape.limit, { defaultValue: 10 }) limit: number,
    @Ctx() ctx: Context,
  ): Promise<Review[]> {
    return reviews.latestReviews(ctx, { limit });
  }

  @CacheRead({ reads: ['review', 'order_product'] })
  @Query(() => ReviewPage, { description: "A product's reviews, newest first" })
  productReviews(
    @ParsedArg('productNo', () => Int, productReviewsArgs.shape.productNo) productNo: number,
    @ParsedArgs(() => PageArgs, pageArgs()) page: PageArgsValue,
    @Ctx() ctx: Context,
  ): Promise<Page<Review>> {
    return reviews.listProductReviews(ctx, { ...page, productNo });
  }

  @CacheRead({ reads: ['review'] })
  @Query(() => Review, { nullable: true })
  review(@ParsedArg('no', () => Int, rowNo()) no: number, @Ctx() ctx: Context): Promise<Review | null> {
    return reviews.findReview(ctx, { no });
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

  @CacheRead({ reads: ['order_product'] })
  @FieldResolver(() => String, { nullable: true, description: "The size the author bought ('M'), if sold by sizes" })
  optionLabel(@Root() review: Review, @Ctx() ctx: Context): Promise<string | null> | string | null {
    if (review.listed) return review.listed.optionLabel;
    return ctx.loaders.optionLabelOfLine.load(review.orderProduct.unwrap().no);
  }

  @CacheRead({ reads: ['users'] })
  @FieldResolver(() => String, { description: "The author's nickname, or a withdrawn-member label" })
  async userNickname(@Root() review: Review): Promise<string> {
    return review.listed?.nickname ?? displayNickname((await review.user.load()) as User);
  }
}
