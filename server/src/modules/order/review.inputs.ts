import { issue } from '@scene-shop/domain';
import { IsInt, IsNotEmpty, Max, MaxLength, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';

/** The spec's review rules: contents required and at most 40 characters, a score from 1 to 5. */
@InputType()
export class ReviewInput {
  @Field()
  @IsNotEmpty({ message: issue('review.contentsRequired') })
  @MaxLength(40, { message: issue('review.contentsTooLong') })
  contents!: string;

  @Field(() => Int)
  @IsInt({ message: issue('review.scoreRequired') })
  @Min(1, { message: issue('review.scoreRequired') })
  @Max(5, { message: issue('review.scoreRequired') })
  score!: number;
}
