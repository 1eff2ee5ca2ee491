import { Arg, Args, Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import { PageOf, type Page } from '../../common/paging.js';
import type { Context } from '../../context/context.js';
import { requireViewer } from '../../context/policy.js';
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
  profile(@Arg('userNo', () => Int) userNo: number, @Ctx() ctx: Context): Promise<Profile> {
    return profiles.profile(ctx.em, requireViewer(ctx).no, userNo);
  }

  @Authorized()
  @CacheRead({ reads: ['post', 'users'], scope: 'PRIVATE' })
  @Query(() => PostPage, { description: "A member's visible posts, newest first, 20 a page (none when withdrawn)" })
  profilePosts(@Args() args: ProfilePostArgs, @Ctx() ctx: Context): Promise<Page<Post>> {
    return profiles.profilePosts(ctx.em, args.userNo, args);
  }
}
