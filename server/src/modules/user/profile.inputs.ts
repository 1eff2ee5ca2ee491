import { BIO_MAX, NICKNAME_MAX } from '@scene-shop/domain';
import { IsOptional, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { MSG } from '../../common/messages.js';

@InputType()
export class ProfileInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(NICKNAME_MAX, { message: MSG.profile.nicknameTooLong })
  nickname?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(BIO_MAX, { message: MSG.profile.bioTooLong })
  bio?: string | null;
}
