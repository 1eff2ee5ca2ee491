import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: "A post's like count and whether the caller likes it" })
export class PostLikeState {
  @Field(() => Int) postNo!: number;
  @Field() liked!: boolean;
  @Field(() => Int) likesCount!: number;
}

@ObjectType({ description: "A post's report count after the caller's report" })
export class PostReportState {
  @Field(() => Int) postNo!: number;
  @Field(() => Int) reportsCount!: number;
  @Field({ description: 'Above 5 reports the post left the feeds and shows only the administrator notice' })
  hiddenByReports!: boolean;
}
