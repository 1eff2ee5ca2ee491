import { COMMENT_PAGE_SIZE } from '@scene-shop/domain';
import { ArgsType, Field, InputType, Int } from 'type-graphql';

/** Schema only: `commentInput` of the domain package checks it. */
@InputType({ description: 'A comment on a post, or a reply to one of its comments' })
export class CommentInput {
  @Field(() => Int)
  postNo!: number;

  @Field(() => Int, {
    nullable: true,
    description: 'The comment answered; a reply to a reply joins the top-level comment (replies are flattened)',
  })
  parentCommentNo?: number | null;

  @Field({ description: '1–100 characters; surrounding spaces are trimmed' })
  content!: string;
}

/** Schema only: `commentPageArgs` checks it. */
@ArgsType()
export class CommentPageArgs {
  @Field(() => Int, { defaultValue: 0, description: 'Zero-based page number' })
  page!: number;

  @Field(() => Int, { defaultValue: COMMENT_PAGE_SIZE })
  size!: number;
}
