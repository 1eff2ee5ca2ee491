import { issue } from '@scene-shop/domain';
import { IsInt, IsOptional, Max, MaxLength, Min } from 'class-validator';
import { ArgsType, Field, InputType, Int, registerEnumType } from 'type-graphql';
import { MAX_PAGE_SIZE, PageArgs } from '../../common/paging.js';

/** The spec's post rules: text of at most 500 characters, optionally a product the member bought. */
@InputType()
export class PostInput {
  @Field({ defaultValue: '' })
  @MaxLength(500, { message: issue('post.contentTooLong') })
  content: string = '';

  @Field(() => Int, { nullable: true, description: 'A product the member bought, shown as a card under the post' })
  @IsOptional()
  @IsInt()
  @Min(1)
  productNo?: number | null;
}

export enum FeedScope {
  ALL = 'ALL',
  FOLLOWING = 'FOLLOWING',
}

export enum FeedOrder {
  LATEST = 'LATEST',
  POPULAR = 'POPULAR',
}

registerEnumType(FeedScope, { name: 'FeedScope', description: 'Posts of the people I follow, or all posts' });
registerEnumType(FeedOrder, { name: 'FeedOrder', description: 'Newest first, or most liked first (then newest)' });

@ArgsType()
export class FeedArgs extends PageArgs {
  @Field(() => FeedScope, { defaultValue: FeedScope.ALL })
  scope: FeedScope = FeedScope.ALL;

  @Field(() => FeedOrder, { defaultValue: FeedOrder.LATEST })
  order: FeedOrder = FeedOrder.LATEST;
}

/** Own-post lists and the trash: 5 a page (spec §9). */
@ArgsType()
export class MyPostArgs {
  @Field(() => Int, { defaultValue: 0, description: 'Zero-based page number' })
  @Min(0)
  page: number = 0;

  @Field(() => Int, { defaultValue: 5 })
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  size: number = 5;
}
