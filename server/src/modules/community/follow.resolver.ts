import { communityMemberRef, followInput, followListArgs, type FollowListArgsValue } from '@scene-shop/domain';
import { Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { PageOf, type Page } from '../../common/paging.js';
import { ParsedArg, ParsedArgs } from '../../common/parsed-args.js';
import type { Context } from '../../context/context.js';
import { FollowListArgs } from './follow.inputs.js';
import * as follows from './follow.service.js';
import { FollowChange, FollowMember, Profile } from './profile.types.js';
import { CacheRead } from '../../common/cache-read.js';

const FollowMemberPage = PageOf(FollowMember);
const userNoArg = () => ParsedArg('userNo', () => Int, communityMemberRef.shape.userNo);

@Resolver(() => FollowMember)
export class FollowResolver {
  @Authorized()
  @CacheRead({ reads: ['follow', 'users'], scope: 'PRIVATE' })
  @Query(() => FollowMemberPage, {
    description: 'Whom a member follows (FOLLOWEE) or who follows them (FOLLOWER), newest first, 10 a page',
  })
  followList(
    @ParsedArgs(() => FollowListArgs, followListArgs) args: FollowListArgsValue,
    @Ctx() ctx: Context,
  ): Promise<Page<FollowMember>> {
    return follows.followList(ctx, args);
  }

  @Authorized()
  @Mutation(() => FollowChange, {
    description:
      'Follow or unfollow a member; repeating changes nothing. Myself: 400; a missing or withdrawn member: 404',
  })
  setFollow(
    @userNoArg() userNo: number,
    @ParsedArg('following', () => Boolean, followInput.shape.following) following: boolean,
    @Ctx() ctx: Context,
  ): Promise<FollowChange> {
    return follows.setFollow(ctx, { userNo, following });
  }

  @Authorized()
  @Mutation(() => Profile, { description: "Remove a follower from the caller's follower list; answers the caller" })
  removeFollower(@userNoArg() userNo: number, @Ctx() ctx: Context): Promise<Profile> {
    return follows.removeFollower(ctx, { userNo });
  }

  @Authorized()
  @CacheRead({ reads: ['follow'], scope: 'PRIVATE' })
  @FieldResolver(() => Boolean, { description: 'Whether the caller follows this member' })
  followedByMe(@Root() member: FollowMember, @Ctx() ctx: Context): Promise<boolean> {
    return ctx.loaders.followedByViewer.load(member.no);
  }
}
