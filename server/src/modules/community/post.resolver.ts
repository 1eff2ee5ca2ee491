import { Arg, Args, Authorized, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import { boundedLimit, PageOf, type Page } from '../../common/paging.js';
import { MSG } from '../../common/messages.js';
import type { Context } from '../../context/context.js';
import { requireViewer } from '../../context/policy.js';
import { Product } from '../catalog/product.entity.js';
import { displayNickname } from '../catalog/review.service.js';
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
  popularPosts(@Arg('limit', () => Int, { defaultValue: 8 }) limit: number, @Ctx() ctx: Context): Promise<Post[]> {
    return posts.popularPosts(ctx.em, boundedLimit(limit, 50));
  }

  @Authorized()
  @CacheRead({ reads: ['post', 'users', 'follow', 'post_feed_total'], scope: 'PRIVATE' })
  @Query(() => PostPage, { description: 'The style feed, 10 a page; deleted and over-reported posts never appear' })
  feed(@Args() args: FeedArgs, @Ctx() ctx: Context): Promise<Page<Post>> {
    return posts.feed(ctx.em, requireViewer(ctx).no, args);
  }

  @Authorized()
  @CacheRead({ reads: ['post'], scope: 'PRIVATE' })
  @Query(() => PostPage, { description: "The caller's posts, newest first, 5 a page" })
  myPosts(@Args() args: MyPostArgs, @Ctx() ctx: Context): Promise<Page<Post>> {
    return posts.postsOf(ctx.em, requireViewer(ctx).no, false, args);
  }

  @Authorized()
  @CacheRead({ reads: ['post'], scope: 'PRIVATE' })
  @Query(() => PostPage, { description: "The caller's trash: posts deleted and not yet deleted for good" })
  trashedPosts(@Args() args: MyPostArgs, @Ctx() ctx: Context): Promise<Page<Post>> {
    return posts.postsOf(ctx.em, requireViewer(ctx).no, true, args);
  }

  @Authorized()
  @CacheRead({ reads: ['post'], scope: 'PRIVATE' })
  @Query(() => Post, { description: 'A post; one in the trash only for its author and the admin' })
  post(@Arg('no', () => Int) no: number, @Ctx() ctx: Context): Promise<Post> {
    return posts.postForViewer(ctx.em, requireViewer(ctx), no);
  }

  @Authorized()
  @CacheRead({ reads: ['orders', 'order_product', 'product'], scope: 'PRIVATE' })
  @Query(() => [Product], { description: 'Products the caller bought, which a post may attach' })
  purchasedProducts(@Ctx() ctx: Context): Promise<Product[]> {
    return posts.purchasedProducts(ctx.em, requireViewer(ctx).no);
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
  preview(@Root() post: Post, @Arg('length', () => Int, { defaultValue: 100 }) length: number): string {
    return posts.preview(post.content, boundedLimit(length, 500));
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
