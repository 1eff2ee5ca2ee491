import { Field, InputType } from 'type-graphql';

/** The community profile's form; its rules are the domain's `profileInput`. */
@InputType()
export class ProfileInput {
  @Field(() => String, { nullable: true })
  nickname?: string | null;

  @Field(() => String, { nullable: true })
  bio?: string | null;
}
