import { Field, InputType, Int } from 'type-graphql';

/** The spec's review rules (contents required and at most 40 characters, a score from 1 to 5): the domain's `reviewInput`. */
@InputType()
export class ReviewInput {
  @Field()
  contents!: string;

  @Field(() => Int)
  score!: number;
}
