import { SOCIAL_PROVIDER, type MessageArg } from '@scene-shop/domain';
import { GraphQLJSON } from 'graphql-scalars';
import { Field, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { User } from './user.entity.js';

/** The two social sign-in providers of the spec: the first (Kakao) and the second (Naver); the domain's values. */
export const SocialProvider = SOCIAL_PROVIDER;
export type SocialProvider = (typeof SocialProvider)[keyof typeof SocialProvider];
registerEnumType(SocialProvider, { name: 'SocialProvider' });

/** What a finished provider sign-in led to. */
export enum SocialSignInStatus {
  /** A member with this provider id exists: signed in. */
  LOGIN = 'LOGIN',
  /** No member yet: complete the profile with the signup ticket. */
  SIGNUP = 'SIGNUP',
  /** The provider's email already belongs to a member: sign in that way (and link), nothing was merged. */
  EMAIL_IN_USE = 'EMAIL_IN_USE',
  /** The signed-in member linked the provider to their account. */
  LINKED = 'LINKED',
}
registerEnumType(SocialSignInStatus, { name: 'SocialSignInStatus' });

@ObjectType({ description: "The provider's authorize page to send the browser to" })
export class SocialAuthorization {
  @Field() url!: string;
  @Field({ description: 'The state the provider hands back; the client checks the callback carries it' })
  state!: string;
}

@ObjectType({ description: 'A provider account without a member yet; the ticket is valid for 30 minutes' })
export class SocialSignup {
  @Field(() => SocialProvider) provider!: SocialProvider;
  @Field() ticket!: string;
  @Field({ description: 'Verified by the provider; the new account keeps it' })
  email!: string;
  @Field(() => String, { nullable: true }) name!: string | null;
}

@ObjectType({ description: 'The answer to a finished provider sign-in' })
export class SocialSignIn {
  @Field(() => SocialSignInStatus) status!: SocialSignInStatus;
  @Field(() => SocialProvider) provider!: SocialProvider;
  @Field(() => String, { nullable: true, description: 'LOGIN: our login token' })
  token!: string | null;
  @Field(() => User, { nullable: true, description: 'LOGIN and LINKED: the member' })
  user!: User | null;
  @Field(() => SocialSignup, { nullable: true, description: 'SIGNUP: what the profile completion needs' })
  signup!: SocialSignup | null;
  @Field(() => String, { nullable: true, description: 'What to tell the person (EMAIL_IN_USE, LINKED), in Korean' })
  message!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "The server catalogue's key of the message, to show it translated",
  })
  messageKey!: string | null;
  @Field(() => [GraphQLJSON], {
    nullable: true,
    description: "The key's arguments: texts, numbers, or messages { key, args } translated in their turn",
  })
  messageArgs!: MessageArg[] | null;
  @Field(() => String, {
    nullable: true,
    description: "NAVER: the provider's access token, kept in the session to end the link when the member leaves",
  })
  providerAccessToken!: string | null;
}

/** The profile completion form: the registration's contact fields; its rules are the domain's `socialSignupInput`. */
@InputType()
export class SocialSignupInput {
  @Field() name!: string;
  @Field() tel!: string;
  @Field() zipcode!: string;

  @Field({ description: 'Base address and detail joined by one space' })
  address!: string;
}
