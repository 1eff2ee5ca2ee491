import { Arg, Args, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { PageOf, type Page } from '../../common/paging.js';
import type { Context } from '../../context/context.js';
import { requireViewer } from '../../context/policy.js';
import { FollowListArgs } from './follow.inputs.js';
import * as follows from './follow.service.js';
import { FollowChange, FollowMember, Profile } from './profile.types.js';
import { CacheRead } from '../../common/cache-read.js';

const FollowMemberPage = PageOf(FollowMember);

@Resolver(() => FollowMember)
export class FollowResolver {
  @Authorized()
  @CacheRead({ reads: ['follow', 'users'], scope: 'PRIVATE' })
  @Query(() => FollowMemberPage, {
    description: 'Whom a member follows (FOLLOWEE) or who follows them (FOLLOWER), newest first, 10 a page',
  })
  followList(@Args() args: FollowListArgs, @Ctx() ctx: Context): Promise<Page<FollowMember>> {
    return follows.followList(ctx.em, args.userNo, args.kind, args);
  }

  @Authorized()
  @Mutation(() => FollowChange, {
    description:
      'Follow or unfollow a member; repeating changes nothing. Myself: 400; a missing or withdrawn member: 404',
  })
  setFollow(
    @Arg('userNo', () => Int) userNo: number,
    @Arg('following') following: boolean,
    @Ctx() ctx: Context,
  ): Promise<FollowChange> {
    return follows.setFollow(ctx.em, ctx.events, requireViewer(ctx).no, userNo, following);
  }

  @Authorized()
  @Mutation(() => Profile, { description: "Remove a follower from the caller's follower list; answers the caller" })
  removeFollower(@Arg('userNo', () => Int) userNo: number, @Ctx() ctx: Context): Promise<Profile> {
    return follows.removeFollower(ctx.em, requireViewer(ctx).no, userNo);
  }

  @Authorized()
  @CacheRead({ reads: ['follow'], scope: 'PRIVATE' })
  @FieldResolver(() => Boolean, { description: 'Whether the caller follows this member' })
  followedByMe(@Root() member: FollowMember, @Ctx() ctx: Context): Promise<boolean> {
    return ctx.loaders.followedByViewer.load(member.no);
  }
}
