import { Field, Int, ObjectType } from 'type-graphql';

/**
 * A member's community profile as other members see it: public fields and counts only (never email, tel, address,
 * login or social ids). A withdrawn member answers as withdrawn: the label for a nickname, nothing else.
 */
@ObjectType()
export class Profile {
  @Field(() => Int) no!: number;
  @Field({ description: 'The nickname, or the withdrawn-member label' }) nickname!: string;
  @Field(() => String, { nullable: true }) bio!: string | null;
  @Field(() => String, { nullable: true }) pic!: string | null;
  @Field() withdrawn!: boolean;
  @Field(() => Int, { description: 'Members who follow this member' }) followerCount!: number;
  @Field(() => Int, { description: 'Members this member follows' }) followeeCount!: number;
  @Field(() => Int, { description: 'Visible posts: not in the trash, not over-reported' }) postCount!: number;
  @Field({ description: 'Whether the caller follows this member' }) followedByMe!: boolean;
  @Field({ description: "Whether this is the caller's own profile" }) isMe!: boolean;
}

/** A member in a follow list (spec §3: no, nickname, pic). */
@ObjectType()
export class FollowMember {
  @Field(() => Int) no!: number;
  @Field({ description: 'The nickname, or the withdrawn-member label' }) nickname!: string;
  @Field(() => String, { nullable: true }) pic!: string | null;
  @Field() withdrawn!: boolean;
}

/** Both sides of a follow after it changed, so a client's cached counts of both stay right. */
@ObjectType()
export class FollowChange {
  @Field(() => Profile) followee!: Profile;
  @Field(() => Profile) follower!: Profile;
}
