import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { ArgsType, Field, InputType, Int } from 'type-graphql';

/** Spec §9: comments come 5 a page; a page never holds more than this. */
export const COMMENT_PAGE_SIZE = 5;
export const COMMENT_PAGE_MAX = 20;

@InputType({ description: 'A comment on a post, or a reply to one of its comments' })
export class CommentInput {
  @Field(() => Int)
  @IsInt()
  @Min(1)
  postNo!: number;

  @Field(() => Int, {
    nullable: true,
    description: 'The comment answered; a reply to a reply joins the top-level comment (replies are flattened)',
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  parentCommentNo?: number | null;

  @Field({ description: '1–100 characters; surrounding spaces are trimmed' })
  content!: string;
}

@ArgsType()
export class CommentPageArgs {
  @Field(() => Int, { defaultValue: 0, description: 'Zero-based page number' })
  @Min(0)
  page: number = 0;

  @Field(() => Int, { defaultValue: COMMENT_PAGE_SIZE })
  @Min(1)
  @Max(COMMENT_PAGE_MAX)
  size: number = COMMENT_PAGE_SIZE;
}
