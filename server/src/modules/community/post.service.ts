import type { EntityManager } from '@mikro-orm/postgresql';
import type { FeedArgsValue, OwnPostArgsValue, PopularPostsArgsValue, RowRef } from '@scene-shop/domain';
import { OrderState } from '../../common/enums.js';
import { notFound } from '../../common/errors.js';
import { MSG } from '../../common/messages.js';
import { pageWindow, toPage, type Page } from '../../common/paging.js';
import type { Context } from '../../context/context.js';
import { isAdmin, requireViewer } from '../../context/policy.js';
import { Product } from '../catalog/product.entity.js';
import { readMember, type NamedMember } from './named-member.js';
import { FeedOrder, FeedScope } from './post.inputs.js';
import { Post } from './post.entity.js';

/** Posts above this many reports are hidden until an administrator handles them. */
export const REPORT_THRESHOLD = 5;

export const isHiddenByReports = (post: Pick<Post, 'reportsCount'>): boolean => post.reportsCount > REPORT_THRESHOLD;

/** The first `length` characters of a post's text (feed 100, own list 50). */
export const preview = (content: string, length: number): string => [...content].slice(0, length).join('');

/** Where a post is visible in the feeds (post_feed_total's triggers count the same posts). */
const VISIBLE = `not p.deleted and p.reports_count <= ${REPORT_THRESHOLD}`;

/** The author's display fields read with a list's posts, so the list needs no statement for its authors. */
const AUTHOR = 'u.nickname as listed_nickname, u.withdrawn_at as listed_withdrawn_at, u.pic as listed_pic';

type ListedPostRow = Record<string, unknown> & {
  no: number | null;
  listed_nickname: string | null;
  listed_withdrawn_at: Date | null;
  listed_pic: string | null;
};

/** A post of a list with its author's display name and picture (`listed`), not hydrating the author. */
function listedPost(
  em: EntityManager,
  { listed_nickname, listed_withdrawn_at, listed_pic, ...columns }: ListedPostRow,
) {
  const post = em.map(Post, columns);
  post.listed = {
    nickname: listed_withdrawn_at ? MSG.profile.withdrawnMember : (listed_nickname ?? ''),
    pic: listed_pic,
  };
  return post;
}

/** The home's most liked visible posts (post_popular_idx read backwards), with their authors: one statement. */
export const POPULAR_POSTS_SQL = `select p.*, ${AUTHOR}
  from (select * from post p where ${VISIBLE} order by p.likes_count desc, p.no desc limit ?) p
  join users u on u.no = p.user_no
  order by p.likes_count desc, p.no desc`;

/** The most liked visible style posts, for the home page; `withAuthors` also loads the authors' entities. */
export async function popularPosts(
  ctx: Context,
  { limit, withAuthors = false }: PopularPostsArgsValue & { withAuthors?: boolean },
): Promise<Post[]> {
  const rows = await ctx.em.execute<ListedPostRow[]>(POPULAR_POSTS_SQL, [limit]);
  const found = rows.map((row) => listedPost(ctx.em, row));
  if (withAuthors) await ctx.em.populate(found, ['user']);
  return found;
}

const FEED_ORDER: Record<FeedOrder, string> = {
  [FeedOrder.LATEST]: 'p.date desc, p.no desc',
  [FeedOrder.POPULAR]: 'p.likes_count desc, p.date desc, p.no desc',
};

/**
 * A feed page and its total in one statement; one row with the total and no post when the page is empty. All posts:
 * the page is the first entries of post_feed_date_idx or post_feed_likes_idx and the total is kept in
 * post_feed_total. Followed members' posts: both come from post_user_deleted_no_idx per followee.
 */
export function feedQuery(viewerNo: number, args: FeedArgsValue): { sql: string; params: unknown[] } {
  const following = args.scope === FeedScope.FOLLOWING;
  const where = following
    ? `${VISIBLE} and p.user_no in (select f.followee_no from follow f where f.follower_no = ?)`
    : VISIBLE;
  const scope = following ? [viewerNo] : [];
  const total = following
    ? `select count(*)::int from post p where ${where}`
    : 'select coalesce((select visible from post_feed_total), 0)';
  const order = FEED_ORDER[args.order];
  const { limit, offset } = pageWindow(args);
  return {
    sql: `select c.total, p.*
      from (select (${total}) as total) c
      left join (select p.*, ${AUTHOR} from post p join users u on u.no = p.user_no
        where ${where} order by ${order} limit ? offset ?) p on true
      order by ${order}`,
    params: [...scope, ...scope, limit, offset],
  };
}

/**
 * The style feed: all posts or those of the people the member (the caller, or the member a path names) follows,
 * newest or most liked first. Deleted and over-reported posts never appear. One statement whatever the page holds.
 */
export async function feed(ctx: Context, args: FeedArgsValue & NamedMember): Promise<Page<Post>> {
  const query = feedQuery(readMember(ctx, args), args);
  const rows = await ctx.em.execute<(ListedPostRow & { total: number })[]>(query.sql, query.params);
  const content = rows.filter((r) => r.no !== null).map(({ total: _total, ...row }) => listedPost(ctx.em, row));
  return toPage(content, rows[0]?.total ?? 0, args.page, args.size);
}

/** A member's posts in the trash (or not), newest (or most recently deleted) first. */
async function postsOf(ctx: Context, args: OwnPostArgsValue & NamedMember, trash: boolean): Promise<Page<Post>> {
  const [rows, total] = await ctx.em.findAndCount(
    Post,
    { user: readMember(ctx, args), deleted: trash },
    { orderBy: trash ? { deletedAt: 'desc', no: 'desc' } : { no: 'desc' }, ...pageWindow(args) },
  );
  return toPage(rows, total, args.page, args.size);
}

/** The member's own posts, newest first. */
export const ownPosts = (ctx: Context, args: OwnPostArgsValue & NamedMember) => postsOf(ctx, args, false);

/** The member's trash: posts deleted and not yet deleted for good, most recently deleted first. */
export const trashedPosts = (ctx: Context, args: OwnPostArgsValue & NamedMember) => postsOf(ctx, args, true);

/** A post as the caller may see it: a post in the trash only for its author and the admin. */
export async function postForViewer(ctx: Context, { no }: RowRef): Promise<Post> {
  const viewer = requireViewer(ctx);
  const post = await ctx.em.findOne(Post, { no });
  if (!post || (post.deleted && post.user.unwrap().no !== viewer.no && !isAdmin(viewer))) throw notFound();
  return post;
}

/** The products a member bought: those of their orders that were not cancelled. */
export const BOUGHT_SQL = `select distinct op.product_no from order_product op join orders o on o.no = op.order_no
  where o.user_no = ? and o.state <> ?`;

/** Products the member bought (orders not cancelled), which a post may attach. */
export async function purchasedProducts(ctx: Context, named: NamedMember = {}): Promise<Product[]> {
  const rows = await ctx.em.execute<{ product_no: number }[]>(BOUGHT_SQL, [
    readMember(ctx, named),
    OrderState.CANCELLED,
  ]);
  if (rows.length === 0) return [];
  return ctx.em.find(Product, { no: { $in: rows.map((r) => r.product_no) } }, { orderBy: { no: 'desc' } });
}
