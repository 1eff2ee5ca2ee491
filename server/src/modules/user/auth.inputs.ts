import { Field, InputType, ObjectType } from 'type-graphql';
import { User } from './user.entity.js';

@ObjectType()
export class AuthPayload {
  @Field() token!: string;
  @Field(() => User) user!: User;
  @Field({ description: 'Signed in with a mailed temporary password: choose a new one now' })
  mustChangePassword!: boolean;
}

/** The registration form (§5); its rules are the domain's `registerInput`. */
@InputType()
export class RegisterInput {
  @Field() id!: string;
  @Field() pwd!: string;
  @Field() name!: string;
  @Field() email!: string;
  @Field() tel!: string;
  @Field() zipcode!: string;
  @Field() address!: string;
}
