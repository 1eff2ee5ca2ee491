import { BIO_MAX, issue, NICKNAME_MAX } from '@scene-shop/domain';
import { IsOptional, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';

@InputType()
export class ProfileInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(NICKNAME_MAX, { message: issue('profile.nicknameTooLong') })
  nickname?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(BIO_MAX, { message: issue('profile.bioTooLong') })
  bio?: string | null;
}
