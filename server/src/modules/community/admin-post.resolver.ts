import {
  adminPostArgs,
  reportedPostArgs,
  reportInfosArgs,
  rowNo,
  type AdminPostArgsValue,
  type ReportedPostArgsValue,
} from '@scene-shop/domain';
import { Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { PageOf, type Page } from '../../common/paging.js';
import { ParsedArg, ParsedArgs } from '../../common/parsed-args.js';
import type { Context } from '../../context/context.js';
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
  adminPosts(
    @ParsedArgs(() => AdminPostArgs, adminPostArgs) args: AdminPostArgsValue,
    @Ctx() ctx: Context,
  ): Promise<Page<Post>> {
    return admin.allPosts(ctx, args);
  }

  @Authorized('ADMIN')
  @Query(() => PostPage, { description: 'Admin: reported posts not in the trash, newest or most reported first' })
  adminReportedPosts(
    @ParsedArgs(() => ReportedPostArgs, reportedPostArgs) args: ReportedPostArgsValue,
    @Ctx() ctx: Context,
  ): Promise<Page<Post>> {
    return admin.reportedPosts(ctx, args);
  }

  @Authorized('ADMIN')
  @Query(() => [ReportInfo], { description: 'Admin: every report (post and reason) of posts not in the trash' })
  adminReportInfos(
    @ParsedArg('postNos', () => [Int], reportInfosArgs.shape.postNos, {
      nullable: true,
      description: 'Only these posts',
    })
    postNos: number[] | null | undefined,
    @Ctx() ctx: Context,
  ): Promise<ReportInfo[]> {
    return admin.reportInfos(ctx, { postNos });
  }

  @Authorized('ADMIN')
  @Mutation(() => Post, { description: 'Admin: moves a post to the trash and warns its author; recorded in the audit' })
  adminDeletePost(@ParsedArg('no', () => Int, rowNo()) no: number, @Ctx() ctx: Context): Promise<Post> {
    return admin.removePost(ctx, { no });
  }

  @Authorized('ADMIN')
  @Mutation(() => Post, {
    description:
      "Admin: dismisses a post's reports (the post stays and leaves the reported list); recorded in the audit",
  })
  adminDismissReports(@ParsedArg('no', () => Int, rowNo()) no: number, @Ctx() ctx: Context): Promise<Post> {
    return admin.dismissReports(ctx, { no });
  }

  @Authorized('ADMIN')
  @CacheRead({ reads: ['report'] })
  @FieldResolver(() => [ReportReason], { description: "Admin: the post's report reasons with their counts" })
  reportReasons(@Root() post: Post, @Ctx() ctx: Context): Promise<ReportReason[]> {
    return ctx.loaders.postReportReasons.load(post.no);
  }
}
