import {
  commentInput,
  commentLikeInput,
  commentPageArgs,
  rowNo,
  type CommentInputValue,
  type CommentPageArgsValue,
} from '@scene-shop/domain';
import { Authorized, Ctx, FieldResolver, Int, Mutation, Resolver, Root } from 'type-graphql';
import { PageOf, type Page } from '../../common/paging.js';
import { ParsedArg, ParsedArgs } from '../../common/parsed-args.js';
import type { Context } from '../../context/context.js';
import { displayNickname } from '../user/nickname.js';
import type { User } from '../user/user.entity.js';
import * as likes from './comment-like.service.js';
import { Comment } from './comment.entity.js';
import { CommentInput, CommentPageArgs } from './comment.inputs.js';
import * as comments from './comment.service.js';
import { CommentLikeState } from './comment.types.js';
import { Post } from './post.entity.js';
import { CacheRead } from '../../common/cache-read.js';

const CommentPage = PageOf(Comment);

@Resolver(() => Comment)
export class CommentResolver {
  @FieldResolver(() => Int)
  postNo(@Root() comment: Comment): number {
    return comment.post.unwrap().no;
  }

  @FieldResolver(() => Int)
  userNo(@Root() comment: Comment): number {
    return comment.user.unwrap().no;
  }

  @CacheRead({ reads: ['users'] })
  @FieldResolver(() => String, { description: "The author's nickname, or a withdrawn-member label" })
  async userNickname(@Root() comment: Comment): Promise<string> {
    return displayNickname((await comment.user.load()) as User);
  }

  @CacheRead({ reads: ['users'] })
  @FieldResolver(() => String, { nullable: true, description: "The author's picture" })
  async userPic(@Root() comment: Comment): Promise<string | null> {
    return ((await comment.user.load()) as User).pic;
  }

  @FieldResolver(() => Int, { nullable: true, description: 'The top-level comment of a reply; null for a comment' })
  parentCommentNo(@Root() comment: Comment): number | null {
    return comment.parent?.unwrap().no ?? null;
  }

  @CacheRead({ reads: ['comment'] })
  @FieldResolver(() => [Comment], { description: 'Replies of a top-level comment, oldest first (at most 100)' })
  replies(@Root() comment: Comment, @Ctx() ctx: Context): Promise<Comment[]> | Comment[] {
    return comment.parent ? [] : ctx.loaders.commentReplies.load(comment.no);
  }

  @Authorized()
  @CacheRead({ reads: ['comment_like'], scope: 'PRIVATE' })
  @FieldResolver(() => Boolean, { description: 'Whether the caller likes the comment' })
  likedByMe(@Root() comment: Comment, @Ctx() ctx: Context): Promise<boolean> {
    return ctx.loaders.commentLikedByViewer.load(comment.no);
  }

  @Authorized()
  @Mutation(() => Comment, { description: 'Comments on an active post, or replies to one of its comments' })
  writeComment(
    @ParsedArg('input', () => CommentInput, commentInput) input: CommentInputValue,
    @Ctx() ctx: Context,
  ): Promise<Comment> {
    return comments.writeComment(ctx, input);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Deletes own comment (the admin: any) with its replies' })
  deleteComment(@ParsedArg('no', () => Int, rowNo()) no: number, @Ctx() ctx: Context): Promise<boolean> {
    return comments.deleteComment(ctx, { no });
  }

  @Authorized()
  @Mutation(() => CommentLikeState, {
    description: 'Likes (liked: true) or unlikes a comment; repeating changes nothing',
  })
  setCommentLike(
    @ParsedArg('commentNo', () => Int, commentLikeInput.shape.commentNo) commentNo: number,
    @ParsedArg('liked', () => Boolean, commentLikeInput.shape.liked) liked: boolean,
    @Ctx() ctx: Context,
  ): Promise<CommentLikeState> {
    return likes.setCommentLike(ctx, { commentNo, liked });
  }
}

@Resolver(() => Post)
export class PostCommentsResolver {
  @Authorized()
  @CacheRead({ reads: ['comment'], scope: 'PRIVATE' })
  @FieldResolver(() => CommentPage, { description: 'Top-level comments, oldest first, 5 a page, with their replies' })
  comments(
    @Root() post: Post,
    @ParsedArgs(() => CommentPageArgs, commentPageArgs) args: CommentPageArgsValue,
    @Ctx() ctx: Context,
  ): Promise<Page<Comment>> {
    return ctx.loaders.commentPage.load({ postNo: post.no, ...args });
  }
}
