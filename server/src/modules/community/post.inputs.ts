import { FEED_ORDER, FEED_SCOPE } from '@scene-shop/domain';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { ArgsType, Field, InputType, Int, registerEnumType } from 'type-graphql';
import { z } from 'zod';
import { PageArgs } from '../../common/paging.js';

/** The spec's post rules (schema only: `postInput` of the domain package checks it). */
@InputType()
export class PostInput {
  @Field({ defaultValue: '' })
  content!: string;

  @Field(() => Int, { nullable: true, description: 'A product the member bought, shown as a card under the post' })
  productNo?: number | null;
}

/** An `Upload` argument as graphql-upload hands it over: the file's promise, read only by the service. */
export const imageUpload = z.custom<Promise<FileUpload>>((value) => value instanceof Promise).nullish();

export const FeedScope = FEED_SCOPE;
export type FeedScope = (typeof FeedScope)[keyof typeof FeedScope];
export const FeedOrder = FEED_ORDER;
export type FeedOrder = (typeof FeedOrder)[keyof typeof FeedOrder];

registerEnumType(FeedScope, { name: 'FeedScope', description: 'Posts of the people I follow, or all posts' });
registerEnumType(FeedOrder, { name: 'FeedOrder', description: 'Newest first, or most liked first (then newest)' });

/** Schema only: `feedArgs` of the domain package checks it. */
@ArgsType()
export class FeedArgs extends PageArgs {
  @Field(() => FeedScope, { defaultValue: FeedScope.ALL })
  scope!: FeedScope;

  @Field(() => FeedOrder, { defaultValue: FeedOrder.LATEST })
  order!: FeedOrder;
}

/** Own-post lists and the trash: 5 a page (spec §9); `ownPostArgs` checks it. */
@ArgsType()
export class MyPostArgs {
  @Field(() => Int, { defaultValue: 0, description: 'Zero-based page number' })
  page!: number;

  @Field(() => Int, { defaultValue: 5 })
  size!: number;
}
