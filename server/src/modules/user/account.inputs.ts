import { issue } from '@scene-shop/domain';
import { IsNotEmpty, IsOptional, Length, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';

/** The my-page profile form (§5): email is read-only and not part of it. */
@InputType()
export class AccountInput {
  @Field(() => String, { nullable: true, description: 'Editable only while the account has no name' })
  @IsOptional()
  @MaxLength(50)
  name?: string | null;

  @Field()
  @IsNotEmpty({ message: issue('account.telRequired') })
  @MaxLength(20)
  tel!: string;

  @Field()
  @Length(1, 6, { message: issue('account.addressRequired') })
  zipcode!: string;

  @Field({ description: 'Base address and detail joined by one space' })
  @IsNotEmpty({ message: issue('account.addressRequired') })
  @MaxLength(200)
  address!: string;

  @Field(() => String, { nullable: true })
  currentPassword?: string | null;

  @Field(() => String, { nullable: true })
  newPassword?: string | null;

  @Field(() => String, { nullable: true })
  newPasswordConfirm?: string | null;
}
