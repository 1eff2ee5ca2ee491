import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import { Arg, Args, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { PageArgs, PageOf, type Page } from '../../common/paging.js';
import { openUpload } from '../../common/storage.js';
import { requireViewer } from '../../context/policy.js';
import type { Context } from '../../context/context.js';
import * as mine from './my-review.service.js';
import { Review } from './review.entity.js';
import { ReviewInput } from './review.inputs.js';
import { CacheRead } from '../../common/cache-read.js';

const ReviewPage = PageOf(Review);

@Resolver()
export class MyReviewResolver {
  @Authorized()
  @CacheRead({ reads: ['review'], scope: 'PRIVATE' })
  @Query(() => ReviewPage, { description: "The caller's reviews, newest first" })
  myReviews(@Args() page: PageArgs, @Ctx() ctx: Context): Promise<Page<Review>> {
    return mine.myReviews(ctx.em, requireViewer(ctx).no, page);
  }

  @Authorized()
  @Query(() => Boolean, { description: 'Whether the caller may review this order line now' })
  canReview(@Arg('orderProductNo', () => Int) lineNo: number, @Ctx() ctx: Context): Promise<boolean> {
    return mine.canReview(ctx.em, requireViewer(ctx).no, lineNo);
  }

  @Authorized()
  @Mutation(() => Review, { description: 'Review a delivered order line; the image is optional' })
  async writeReview(
    @Arg('orderProductNo', () => Int) lineNo: number,
    @Arg('input') input: ReviewInput,
    @Arg('image', () => GraphQLUpload, { nullable: true }) image: Promise<FileUpload> | null,
    @Ctx() ctx: Context,
  ): Promise<Review> {
    return mine.writeReview(ctx.em, ctx.storage, requireViewer(ctx).no, lineNo, input, await openUpload(image));
  }

  @Authorized()
  @Mutation(() => Review)
  async updateReview(
    @Arg('no', () => Int) no: number,
    @Arg('input') input: ReviewInput,
    @Arg('image', () => GraphQLUpload, { nullable: true }) image: Promise<FileUpload> | null,
    @Ctx() ctx: Context,
  ): Promise<Review> {
    return mine.updateReview(ctx.em, ctx.storage, requireViewer(ctx), no, input, await openUpload(image));
  }

  @Authorized()
  @Mutation(() => Boolean)
  deleteReview(@Arg('no', () => Int) no: number, @Ctx() ctx: Context): Promise<boolean> {
    return mine.deleteReview(ctx.em, requireViewer(ctx), no);
  }
}
