import { IsInt, IsNotEmpty, Max, MaxLength, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { MSG } from '../../common/messages.js';

/** The spec's review rules: contents required and at most 40 characters, a score from 1 to 5. */
@InputType()
export class ReviewInput {
  @Field()
  @IsNotEmpty({ message: MSG.review.contentsRequired })
  @MaxLength(40, { message: MSG.review.contentsTooLong })
  contents!: string;

  @Field(() => Int)
  @IsInt({ message: MSG.review.scoreRequired })
  @Min(1, { message: MSG.review.scoreRequired })
  @Max(5, { message: MSG.review.scoreRequired })
  score!: number;
}
