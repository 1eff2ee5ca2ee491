import type { EntityManager } from '@mikro-orm/postgresql';
import { OrderState } from '../../common/enums.js';
import { notFound } from '../../common/errors.js';
import { pageWindow, toPage, type Page, type PageArgs } from '../../common/paging.js';
import { isAdmin, type Viewer } from '../../context/policy.js';
import { Product } from '../catalog/product.entity.js';
import { FeedOrder, FeedScope, type FeedArgs } from './post.inputs.js';
import { Post } from './post.entity.js';

/** Posts above this many reports are hidden until an administrator handles them. */
export const REPORT_THRESHOLD = 5;

export const isHiddenByReports = (post: Pick<Post, 'reportsCount'>): boolean => post.reportsCount > REPORT_THRESHOLD;

/** The first `length` characters of a post's text (feed 100, own list 50). */
export const preview = (content: string, length: number): string => [...content].slice(0, length).join('');

/** The most liked visible style posts, for the home page. */
export function popularPosts(em: EntityManager, limit: number, opts: { withAuthors?: boolean } = {}): Promise<Post[]> {
  return em.find(
    Post,
    { deleted: false, reportsCount: { $lte: REPORT_THRESHOLD } },
    { orderBy: { likesCount: 'desc', no: 'desc' }, limit, populate: opts.withAuthors ? ['user'] : [] },
  );
}

/**
 * The style feed: all posts or those of the people the member follows, newest or most liked first. Deleted and
 * over-reported posts never appear. Two statements (rows and count) whatever the page holds.
 */
export async function feed(em: EntityManager, viewerNo: number, args: FeedArgs): Promise<Page<Post>> {
  const qb = em
    .createQueryBuilder(Post, 'p')
    .select('*')
    .where({ deleted: false, reportsCount: { $lte: REPORT_THRESHOLD } });
  if (args.scope === FeedScope.FOLLOWING)
    qb.andWhere('p.user_no in (select f.followee_no from follow f where f.follower_no = ?)', [viewerNo]);
  qb.orderBy(
    args.order === FeedOrder.POPULAR ? { likesCount: 'desc', date: 'desc', no: 'desc' } : { date: 'desc', no: 'desc' },
  );
  const { limit, offset } = pageWindow(args);
  const [rows, total] = await qb.limit(limit).offset(offset).getResultAndCount();
  return toPage(rows, total, args.page, args.size);
}

/** A member's own posts (trash = false) or their trash (trash = true), newest first. */
export async function postsOf(em: EntityManager, userNo: number, trash: boolean, args: PageArgs): Promise<Page<Post>> {
  const [rows, total] = await em.findAndCount(
    Post,
    { user: userNo, deleted: trash },
    { orderBy: trash ? { deletedAt: 'desc', no: 'desc' } : { no: 'desc' }, ...pageWindow(args) },
  );
  return toPage(rows, total, args.page, args.size);
}

/** A post as the viewer may see it: a post in the trash only for its author and the admin. */
export async function postForViewer(em: EntityManager, viewer: Viewer, no: number): Promise<Post> {
  const post = await em.findOne(Post, { no });
  if (!post || (post.deleted && post.user.unwrap().no !== viewer.no && !isAdmin(viewer))) throw notFound();
  return post;
}

const BOUGHT = `select distinct op.product_no from order_product op join orders o on o.no = op.order_no
  where o.user_no = ? and o.state <> ?`;

/** Products the member bought (orders not cancelled), which a post may attach. */
export async function purchasedProducts(em: EntityManager, userNo: number): Promise<Product[]> {
  const rows = await em.execute<{ product_no: number }[]>(BOUGHT, [userNo, OrderState.CANCELLED]);
  if (rows.length === 0) return [];
  return em.find(Product, { no: { $in: rows.map((r) => r.product_no) } }, { orderBy: { no: 'desc' } });
}

export async function hasBought(em: EntityManager, userNo: number, productNo: number): Promise<boolean> {
  const rows = await em.execute(`select 1 from (${BOUGHT}) b where b.product_no = ?`, [
    userNo,
    OrderState.CANCELLED,
    productNo,
  ]);
  return rows.length > 0;
}
