import {
  feedArgs,
  ownPostArgs,
  popularPostsArgs,
  postPreviewArgs,
  rowNo,
  type FeedArgsValue,
  type OwnPostArgsValue,
} from '@scene-shop/domain';
import { Authorized, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import { MSG } from '../../common/messages.js';
import { PageOf, type Page } from '../../common/paging.js';
import { ParsedArg, ParsedArgs } from '../../common/parsed-args.js';
import type { Context } from '../../context/context.js';
import { Product } from '../catalog/product.entity.js';
import { displayNickname } from '../user/nickname.js';
import { User } from '../user/user.entity.js';
import { FeedArgs, MyPostArgs } from './post.inputs.js';
import { Post } from './post.entity.js';
import * as posts from './post.service.js';
import { CacheRead } from '../../common/cache-read.js';

const PostPage = PageOf(Post);

@Resolver(() => Post)
export class PostResolver {
  @CacheRead({ reads: ['post', 'users'] })
  @Query(() => [Post], { description: 'The most liked visible style posts' })
  popularPosts(
    @ParsedArg('limit', () => Int, popularPostsArgs.shape.limit, { defaultValue: 8 }) limit: number,
    @Ctx() ctx: Context,
  ): Promise<Post[]> {
    return posts.popularPosts(ctx, { limit });
  }

  @Authorized()
  @CacheRead({ reads: ['post', 'users', 'follow', 'post_feed_total'], scope: 'PRIVATE' })
  @Query(() => PostPage, { description: 'The style feed, 10 a page; deleted and over-reported posts never appear' })
  feed(@ParsedArgs(() => FeedArgs, feedArgs) args: FeedArgsValue, @Ctx() ctx: Context): Promise<Page<Post>> {
    return posts.feed(ctx, args);
  }

  @Authorized()
  @CacheRead({ reads: ['post'], scope: 'PRIVATE' })
  @Query(() => PostPage, { description: "The caller's posts, newest first, 5 a page" })
  myPosts(@ParsedArgs(() => MyPostArgs, ownPostArgs) args: OwnPostArgsValue, @Ctx() ctx: Context): Promise<Page<Post>> {
    return posts.ownPosts(ctx, args);
  }

  @Authorized()
  @CacheRead({ reads: ['post'], scope: 'PRIVATE' })
  @Query(() => PostPage, { description: "The caller's trash: posts deleted and not yet deleted for good" })
  trashedPosts(
    @ParsedArgs(() => MyPostArgs, ownPostArgs) args: OwnPostArgsValue,
    @Ctx() ctx: Context,
  ): Promise<Page<Post>> {
    return posts.trashedPosts(ctx, args);
  }

  @Authorized()
  @CacheRead({ reads: ['post'], scope: 'PRIVATE' })
  @Query(() => Post, { description: 'A post; one in the trash only for its author and the admin' })
  post(@ParsedArg('no', () => Int, rowNo()) no: number, @Ctx() ctx: Context): Promise<Post> {
    return posts.postForViewer(ctx, { no });
  }

  @Authorized()
  @CacheRead({ reads: ['orders', 'order_product', 'product'], scope: 'PRIVATE' })
  @Query(() => [Product], { description: 'Products the caller bought, which a post may attach' })
  purchasedProducts(@Ctx() ctx: Context): Promise<Product[]> {
    return posts.purchasedProducts(ctx);
  }

  @CacheRead({ reads: ['users'] })
  @FieldResolver(() => User)
  author(@Root() post: Post): Promise<User> {
    return post.user.load() as Promise<User>;
  }

  @FieldResolver(() => Int)
  userNo(@Root() post: Post): number {
    return post.user.unwrap().no;
  }

  @CacheRead({ reads: ['users'] })
  @FieldResolver(() => String, { description: "The author's nickname, or a withdrawn-member label" })
  async userNickname(@Root() post: Post): Promise<string> {
    return post.listed?.nickname ?? displayNickname((await post.user.load()) as User);
  }

  @CacheRead({ reads: ['users'] })
  @FieldResolver(() => String, { nullable: true, description: "The author's picture" })
  async userPic(@Root() post: Post): Promise<string | null> {
    return post.listed ? post.listed.pic : ((await post.user.load()) as User).pic;
  }

  @CacheRead({ reads: ['product'] })
  @FieldResolver(() => Product, { nullable: true, description: 'The product the post is attached to' })
  async product(@Root() post: Post): Promise<Product | null> {
    return post.product ? ((await post.product.load()) ?? null) : null;
  }

  @FieldResolver(() => String, { description: 'The first characters of the text: 100 in the feed, 50 in own lists' })
  preview(
    @Root() post: Post,
    @ParsedArg('length', () => Int, postPreviewArgs.shape.length, { defaultValue: 100 }) length: number,
  ): string {
    return posts.preview(post.content, length);
  }

  @Authorized()
  @CacheRead({ reads: ['post_like'], scope: 'PRIVATE' })
  @FieldResolver(() => Boolean, { description: 'Whether the caller likes the post' })
  likedByMe(@Root() post: Post, @Ctx() ctx: Context): Promise<boolean> {
    return ctx.loaders.postLikedByViewer.load(post.no);
  }

  @Authorized()
  @CacheRead({ reads: ['report'], scope: 'PRIVATE' })
  @FieldResolver(() => Boolean, { description: 'Whether the caller reported the post (the report button hides)' })
  reportedByMe(@Root() post: Post, @Ctx() ctx: Context): Promise<boolean> {
    return ctx.loaders.postReportedByViewer.load(post.no);
  }

  @FieldResolver(() => Boolean, { description: 'Above 5 reports: the client shows only the administrator notice' })
  hiddenByReports(@Root() post: Post): boolean {
    return posts.isHiddenByReports(post);
  }

  @FieldResolver(() => String, { nullable: true, description: 'The notice shown instead of an over-reported post' })
  hiddenNotice(@Root() post: Post): string | null {
    return posts.isHiddenByReports(post) ? MSG.post.handledByAdmin : null;
  }
}
