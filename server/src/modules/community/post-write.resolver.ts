import {
  postInput,
  postLikeInput,
  postReportInput,
  postRef,
  rowNo,
  type PostInputValue,
  type PostReportInputValue,
} from '@scene-shop/domain';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import { Authorized, Ctx, Int, Mutation, Resolver } from 'type-graphql';
import { ReportCategory } from '../../common/enums.js';
import { ParsedArg } from '../../common/parsed-args.js';
import { openUpload } from '../../common/storage.js';
import type { Context } from '../../context/context.js';
import * as likes from './post-like.service.js';
import * as write from './post-write.service.js';
import { imageUpload, PostInput } from './post.inputs.js';
import { Post } from './post.entity.js';
import { PostLikeState, PostReportState } from './post.types.js';
import * as reports from './report.service.js';

const noArg = () => ParsedArg('no', () => Int, rowNo());
const postNoArg = () => ParsedArg('postNo', () => Int, postRef.shape.postNo);

@Resolver()
export class PostWriteResolver {
  @Authorized()
  @Mutation(() => Post, { description: 'A new post; the image (jpeg, png or gif) is required' })
  async writePost(
    @ParsedArg('input', () => PostInput, postInput) input: PostInputValue,
    @ParsedArg('image', () => GraphQLUpload, imageUpload, { nullable: true }) image: Promise<FileUpload> | null,
    @Ctx() ctx: Context,
  ): Promise<Post> {
    return write.writePost(ctx, { ...input, image: await openUpload(image) });
  }

  @Authorized()
  @Mutation(() => Post, { description: 'Edits the text and product of own post; the image cannot be changed' })
  async updatePost(
    @noArg() no: number,
    @ParsedArg('input', () => PostInput, postInput) input: PostInputValue,
    @ParsedArg('image', () => GraphQLUpload, imageUpload, {
      nullable: true,
      description: 'Refused: the image cannot be changed',
    })
    image: Promise<FileUpload> | null,
    @Ctx() ctx: Context,
  ): Promise<Post> {
    return write.updatePost(ctx, { no, ...input, image: await openUpload(image) });
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Moves a post to the trash: own posts, or any post for the admin' })
  deletePost(@noArg() no: number, @Ctx() ctx: Context): Promise<boolean> {
    return write.deletePost(ctx, { no });
  }

  @Authorized()
  @Mutation(() => Post, { description: 'Brings own post back from the trash' })
  restorePost(@noArg() no: number, @Ctx() ctx: Context): Promise<Post> {
    return write.restorePost(ctx, { no });
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Deletes own post in the trash for good' })
  purgePost(@noArg() no: number, @Ctx() ctx: Context): Promise<boolean> {
    return write.purgePost(ctx, { no });
  }

  @Authorized()
  @Mutation(() => PostLikeState, { description: 'Likes (liked: true) or unlikes a post; repeating changes nothing' })
  setPostLike(
    @postNoArg() postNo: number,
    @ParsedArg('liked', () => Boolean, postLikeInput.shape.liked) liked: boolean,
    @Ctx() ctx: Context,
  ): Promise<PostLikeState> {
    return likes.setLike(ctx, { postNo, liked });
  }

  @Authorized()
  @Mutation(() => PostReportState, { description: "Reports another member's post, once" })
  reportPost(
    @postNoArg() postNo: number,
    @ParsedArg('category', () => ReportCategory, postReportInput.shape.category)
    category: PostReportInputValue['category'],
    @Ctx() ctx: Context,
  ): Promise<PostReportState> {
    return reports.reportPost(ctx, { postNo, category });
  }
}
