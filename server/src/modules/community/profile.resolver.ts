import { communityMemberRef, profilePostArgs, type ProfilePostArgsValue } from '@scene-shop/domain';
import { Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import { PageOf, type Page } from '../../common/paging.js';
import { ParsedArg, ParsedArgs } from '../../common/parsed-args.js';
import type { Context } from '../../context/context.js';
import { ProfilePostArgs } from './follow.inputs.js';
import { Post } from './post.entity.js';
import * as profiles from './profile.service.js';
import { Profile } from './profile.types.js';
import { CacheRead } from '../../common/cache-read.js';

const PostPage = PageOf(Post);

@Resolver(() => Profile)
export class CommunityProfileResolver {
  @Authorized()
  @CacheRead({ reads: ['users', 'post', 'follow'], scope: 'PRIVATE' })
  @Query(() => Profile, { description: "A member's community profile with counts; 404 for an unknown member" })
  profile(
    @ParsedArg('userNo', () => Int, communityMemberRef.shape.userNo) userNo: number,
    @Ctx() ctx: Context,
  ): Promise<Profile> {
    return profiles.profile(ctx, { userNo });
  }

  @Authorized()
  @CacheRead({ reads: ['post', 'users'], scope: 'PRIVATE' })
  @Query(() => PostPage, { description: "A member's visible posts, newest first, 20 a page (none when withdrawn)" })
  profilePosts(
    @ParsedArgs(() => ProfilePostArgs, profilePostArgs) args: ProfilePostArgsValue,
    @Ctx() ctx: Context,
  ): Promise<Page<Post>> {
    return profiles.profilePosts(ctx, args);
  }
}
