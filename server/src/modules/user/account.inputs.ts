import { Field, InputType } from 'type-graphql';

/** The my-page profile form (§5): email is read-only and not part of it. Its rules are the domain's `accountInput`. */
@InputType()
export class AccountInput {
  @Field(() => String, { nullable: true, description: 'Editable only while the account has no name' })
  name?: string | null;

  @Field()
  tel!: string;

  @Field()
  zipcode!: string;

  @Field({ description: 'Base address and detail joined by one space' })
  address!: string;

  @Field(() => String, { nullable: true })
  currentPassword?: string | null;

  @Field(() => String, { nullable: true })
  newPassword?: string | null;

  @Field(() => String, { nullable: true })
  newPasswordConfirm?: string | null;
}
