import { Max, Min } from 'class-validator';
import { ArgsType, Field, Int, registerEnumType } from 'type-graphql';
import { MAX_PAGE_SIZE } from '../../common/paging.js';

export enum FollowKind {
  FOLLOWEE = 'FOLLOWEE',
  FOLLOWER = 'FOLLOWER',
}

registerEnumType(FollowKind, {
  name: 'FollowKind',
  description: 'FOLLOWEE: the members this member follows; FOLLOWER: the members who follow this member',
});

/** Zero-based paging with the list's own default size (spec §9). */
const paged = (defaultSize: number) => {
  @ArgsType()
  class Paged {
    @Field(() => Int, { description: 'The member whose list or posts are read' })
    @Min(1)
    userNo!: number;

    @Field(() => Int, { defaultValue: 0, description: 'Zero-based page number' })
    @Min(0)
    page: number = 0;

    @Field(() => Int, { defaultValue: defaultSize })
    @Min(1)
    @Max(MAX_PAGE_SIZE)
    size: number = defaultSize;
  }
  return Paged;
};

/** A follow list: 10 a page. */
@ArgsType()
export class FollowListArgs extends paged(10) {
  @Field(() => FollowKind)
  kind!: FollowKind;
}

/** A profile's grid of posts: 20 a page. */
@ArgsType()
export class ProfilePostArgs extends paged(20) {}
