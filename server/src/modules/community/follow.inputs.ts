import { FOLLOW_KIND } from '@scene-shop/domain';
import { ArgsType, Field, Int, registerEnumType } from 'type-graphql';

export const FollowKind = FOLLOW_KIND;
export type FollowKind = (typeof FollowKind)[keyof typeof FollowKind];

registerEnumType(FollowKind, {
  name: 'FollowKind',
  description: 'FOLLOWEE: the members this member follows; FOLLOWER: the members who follow this member',
});

/** Zero-based paging with the list's own default size (spec §9); the domain's schemas check them. */
const paged = (defaultSize: number) => {
  @ArgsType()
  class Paged {
    @Field(() => Int, { description: 'The member whose list or posts are read' })
    userNo!: number;

    @Field(() => Int, { defaultValue: 0, description: 'Zero-based page number' })
    page!: number;

    @Field(() => Int, { defaultValue: defaultSize })
    size!: number;
  }
  return Paged;
};

/** A follow list: 10 a page (`followListArgs`). */
@ArgsType()
export class FollowListArgs extends paged(10) {
  @Field(() => FollowKind)
  kind!: FollowKind;
}

/** A profile's grid of posts: 20 a page (`profilePostArgs`). */
@ArgsType()
export class ProfilePostArgs extends paged(20) {}
