import { IsOptional, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { MSG } from '../../common/messages.js';

@InputType()
export class ProfileInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(10, { message: MSG.profile.nicknameTooLong })
  nickname?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(30, { message: MSG.profile.bioTooLong })
  bio?: string | null;
}
