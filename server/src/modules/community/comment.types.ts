import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: "A comment's like count and whether the caller likes it" })
export class CommentLikeState {
  @Field(() => Int) commentNo!: number;
  @Field() liked!: boolean;
  @Field(() => Int) likesCount!: number;
}
