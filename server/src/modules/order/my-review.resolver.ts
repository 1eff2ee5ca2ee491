import {
  orderLineRef,
  pageArgs,
  reviewInput,
  rowNo,
  type PageArgsValue,
  type ReviewInputValue,
} from '@scene-shop/domain';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import { Arg, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { PageArgs, PageOf, type Page } from '../../common/paging.js';
import { ParsedArg, ParsedArgs } from '../../common/parsed-args.js';
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
  myReviews(@ParsedArgs(() => PageArgs, pageArgs()) page: PageArgsValue, @Ctx() ctx: Context): Promise<Page<Review>> {
    return mine.myReviews(ctx, { ...page, userNo: requireViewer(ctx).no });
  }

  @Authorized()
  @Query(() => Boolean, { description: 'Whether the caller may review this order line now' })
  canReview(
    @ParsedArg('orderProductNo', () => Int, orderLineRef.shape.orderProductNo) orderProductNo: number,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    return mine.canReview(ctx, { userNo: requireViewer(ctx).no, orderProductNo });
  }

  /** The picture is an upload (a stream, not input a schema checks): declared as an argument and opened here. */
  @Authorized()
  @Mutation(() => Review, { description: 'Review a delivered order line; the image is optional' })
  async writeReview(
    @ParsedArg('orderProductNo', () => Int, orderLineRef.shape.orderProductNo) orderProductNo: number,
    @ParsedArg('input', () => ReviewInput, reviewInput) input: ReviewInputValue,
    @Arg('image', () => GraphQLUpload, { nullable: true }) image: Promise<FileUpload> | null,
    @Ctx() ctx: Context,
  ): Promise<Review> {
    return mine.writeReview(ctx, { ...input, orderProductNo, image: await openUpload(image) });
  }

  @Authorized()
  @Mutation(() => Review)
  async updateReview(
    @ParsedArg('no', () => Int, rowNo()) no: number,
    @ParsedArg('input', () => ReviewInput, reviewInput) input: ReviewInputValue,
    @Arg('image', () => GraphQLUpload, { nullable: true }) image: Promise<FileUpload> | null,
    @Ctx() ctx: Context,
  ): Promise<Review> {
    return mine.updateReview(ctx, { ...input, no, image: await openUpload(image) });
  }

  @Authorized()
  @Mutation(() => Boolean)
  deleteReview(@ParsedArg('no', () => Int, rowNo()) no: number, @Ctx() ctx: Context): Promise<boolean> {
    return mine.deleteReview(ctx, { no });
  }
}
