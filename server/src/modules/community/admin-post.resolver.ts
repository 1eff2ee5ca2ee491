import { Arg, Args, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { PageOf, type Page } from '../../common/paging.js';
import type { Context } from '../../context/context.js';
import { requireViewer } from '../../context/policy.js';
import { AdminPostArgs, ReportedPostArgs } from './admin-post.inputs.js';
import * as admin from './admin-post.service.js';
import { ReportInfo, ReportReason } from './admin-post.types.js';
import { Post } from './post.entity.js';
import { CacheRead } from '../../common/cache-read.js';

const PostPage = PageOf(Post);

/** Community moderation (admin-console §2 /community). */
@Resolver(() => Post)
export class AdminPostResolver {
  @Authorized('ADMIN')
  @Query(() => PostPage, { description: 'Admin: every post not in the trash, newest first, 5 a page' })
  adminPosts(@Args() args: AdminPostArgs, @Ctx() ctx: Context): Promise<Page<Post>> {
    return admin.allPosts(ctx.em, args);
  }

  @Authorized('ADMIN')
  @Query(() => PostPage, { description: 'Admin: reported posts not in the trash, newest or most reported first' })
  adminReportedPosts(@Args() args: ReportedPostArgs, @Ctx() ctx: Context): Promise<Page<Post>> {
    return admin.reportedPosts(ctx.em, args);
  }

  @Authorized('ADMIN')
  @Query(() => [ReportInfo], { description: 'Admin: every report (post and reason) of posts not in the trash' })
  adminReportInfos(
    @Arg('postNos', () => [Int], { nullable: true, description: 'Only these posts' }) postNos: number[] | null,
    @Ctx() ctx: Context,
  ): Promise<ReportInfo[]> {
    return admin.reportInfos(ctx.em, postNos ?? undefined);
  }

  @Authorized('ADMIN')
  @Mutation(() => Post, { description: 'Admin: moves a post to the trash and warns its author; recorded in the audit' })
  adminDeletePost(@Arg('no', () => Int) no: number, @Ctx() ctx: Context): Promise<Post> {
    return admin.removePost(ctx.em, ctx.events, requireViewer(ctx), no);
  }

  @Authorized('ADMIN')
  @CacheRead({ reads: ['report'] })
  @FieldResolver(() => [ReportReason], { description: "Admin: the post's report reasons with their counts" })
  reportReasons(@Root() post: Post, @Ctx() ctx: Context): Promise<ReportReason[]> {
    return ctx.loaders.postReportReasons.load(post.no);
  }
}
