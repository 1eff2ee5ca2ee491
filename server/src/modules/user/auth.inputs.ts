import { IsEmail, IsNotEmpty, Length, Matches, MaxLength } from 'class-validator';
import { Field, InputType, ObjectType } from 'type-graphql';
import { issue, PASSWORD_RULE } from '@scene-shop/domain';
import { User } from './user.entity.js';

@ObjectType()
export class AuthPayload {
  @Field() token!: string;
  @Field(() => User) user!: User;
  @Field({ description: 'Signed in with a mailed temporary password: choose a new one now' })
  mustChangePassword!: boolean;
}

@InputType()
export class RegisterInput {
  @Field()
  @Matches(/^[A-Za-z0-9]{4,20}$/, { message: issue('auth.idRule') })
  id!: string;

  @Field()
  @Matches(PASSWORD_RULE, { message: issue('auth.passwordRule') })
  pwd!: string;

  @Field()
  @IsNotEmpty({ message: issue('auth.nameRequired') })
  @MaxLength(50)
  name!: string;

  @Field()
  @IsEmail({}, { message: issue('auth.emailInvalid') })
  @MaxLength(100)
  email!: string;

  @Field()
  @IsNotEmpty({ message: issue('auth.telRequired') })
  @MaxLength(20)
  tel!: string;

  @Field()
  @Length(1, 6, { message: issue('auth.addressRequired') })
  zipcode!: string;

  @Field()
  @IsNotEmpty({ message: issue('auth.addressRequired') })
  @MaxLength(200)
  address!: string;
}
