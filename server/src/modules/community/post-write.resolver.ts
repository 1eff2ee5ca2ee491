import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import { Arg, Authorized, Ctx, Int, Mutation, Resolver } from 'type-graphql';
import { ReportCategory } from '../../common/enums.js';
import { openUpload } from '../../common/storage.js';
import type { Context } from '../../context/context.js';
import { requireViewer } from '../../context/policy.js';
import * as likes from './post-like.service.js';
import * as write from './post-write.service.js';
import { PostInput } from './post.inputs.js';
import { Post } from './post.entity.js';
import { PostLikeState, PostReportState } from './post.types.js';
import * as reports from './report.service.js';

@Resolver()
export class PostWriteResolver {
  @Authorized()
  @Mutation(() => Post, { description: 'A new post; the image (jpeg, png or gif) is required' })
  async writePost(
    @Arg('input') input: PostInput,
    @Arg('image', () => GraphQLUpload, { nullable: true }) image: Promise<FileUpload> | null,
    @Ctx() ctx: Context,
  ): Promise<Post> {
    return write.writePost(ctx.em, ctx.storage, requireViewer(ctx).no, input, await openUpload(image));
  }

  @Authorized()
  @Mutation(() => Post, { description: 'Edits the text and product of own post; the image cannot be changed' })
  async updatePost(
    @Arg('no', () => Int) no: number,
    @Arg('input') input: PostInput,
    @Arg('image', () => GraphQLUpload, { nullable: true, description: 'Refused: the image cannot be changed' })
    image: Promise<FileUpload> | null,
    @Ctx() ctx: Context,
  ): Promise<Post> {
    return write.updatePost(ctx.em, requireViewer(ctx), no, input, await openUpload(image));
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Moves a post to the trash: own posts, or any post for the admin' })
  deletePost(@Arg('no', () => Int) no: number, @Ctx() ctx: Context): Promise<boolean> {
    return write.deletePost(ctx.em, ctx.events, requireViewer(ctx), no);
  }

  @Authorized()
  @Mutation(() => Post, { description: 'Brings own post back from the trash' })
  restorePost(@Arg('no', () => Int) no: number, @Ctx() ctx: Context): Promise<Post> {
    return write.restorePost(ctx.em, requireViewer(ctx), no);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Deletes own post in the trash for good' })
  purgePost(@Arg('no', () => Int) no: number, @Ctx() ctx: Context): Promise<boolean> {
    return write.purgePost(ctx.em, requireViewer(ctx), no);
  }

  @Authorized()
  @Mutation(() => PostLikeState, { description: 'Likes (liked: true) or unlikes a post; repeating changes nothing' })
  setPostLike(
    @Arg('postNo', () => Int) postNo: number,
    @Arg('liked') liked: boolean,
    @Ctx() ctx: Context,
  ): Promise<PostLikeState> {
    return likes.setLike(ctx.em, requireViewer(ctx).no, postNo, liked);
  }

  @Authorized()
  @Mutation(() => PostReportState, { description: "Reports another member's post, once" })
  reportPost(
    @Arg('postNo', () => Int) postNo: number,
    @Arg('category', () => ReportCategory) category: ReportCategory,
    @Ctx() ctx: Context,
  ): Promise<PostReportState> {
    return reports.reportPost(ctx.em, requireViewer(ctx).no, postNo, category);
  }
}
