import { Field, ObjectType, registerEnumType } from 'type-graphql';

export enum EmailCodeStatus {
  VERIFIED = 'VERIFIED',
  MISMATCH = 'MISMATCH',
  FAILED = 'FAILED',
}
registerEnumType(EmailCodeStatus, { name: 'EmailCodeStatus' });

@ObjectType({ description: "A mailed code's check: the spec's message, and on success a proof for the email check" })
export class EmailCodeResult {
  @Field(() => EmailCodeStatus) status!: EmailCodeStatus;
  @Field() message!: string;
  @Field(() => String, { nullable: true, description: 'Valid for 30 minutes; pass it to emailCheck' })
  verification!: string | null;
}

@ObjectType({ description: 'Whether an email is registered and how; personal fields only for its verified owner' })
export class EmailCheckResult {
  @Field() exists!: boolean;
  @Field() hasOwnId!: boolean;
  @Field() hasKakao!: boolean;
  @Field() hasNaver!: boolean;
  @Field(() => String, { nullable: true }) name!: string | null;
  @Field(() => String, { nullable: true }) tel!: string | null;
  @Field(() => String, { nullable: true }) zipcode!: string | null;
  @Field(() => String, { nullable: true }) address!: string | null;
}
