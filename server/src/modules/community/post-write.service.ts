import type { Readable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/postgresql';
import { msg, type PostInputValue, type RowRef } from '@scene-shop/domain';
import { OrderState } from '../../common/enums.js';
import { badInput, forbidden, notFound } from '../../common/errors.js';
import type { Context } from '../../context/context.js';
import { isAdmin, requireViewer, type Viewer } from '../../context/policy.js';
import { Product } from '../catalog/product.entity.js';
import { User } from '../user/user.entity.js';
import { Post } from './post.entity.js';
import { BOUGHT_SQL } from './post.service.js';

/** A post's text and product with the picture sent beside them (a file part or an `Upload`), if any. */
export type PostDraft = PostInputValue & { image: Readable | null };

async function hasBought(em: EntityManager, userNo: number, productNo: number): Promise<boolean> {
  const rows = await em.execute(`select 1 from (${BOUGHT_SQL}) b where b.product_no = ?`, [
    userNo,
    OrderState.CANCELLED,
    productNo,
  ]);
  return rows.length > 0;
}

/** The attached product must be one the member bought (`keep`: the post's own, which stays allowed). */
async function checkProduct(em: EntityManager, userNo: number, productNo: number | null, keep?: number | null) {
  if (productNo !== null && productNo !== keep && !(await hasBought(em, userNo, productNo)))
    throw badInput(msg('post.productNotBought'), 'productNo');
}

const productRef = (em: EntityManager, no: number | null | undefined) =>
  no ? em.getReference(Product, no, { wrapped: true }) : null;

/** A new post: text, a required image (jpeg, png or gif, read from its bytes) and optionally a bought product. */
export async function writePost(ctx: Context, { content, productNo = null, image }: PostDraft): Promise<Post> {
  const { em } = ctx;
  const userNo = requireViewer(ctx).no;
  await checkProduct(em, userNo, productNo);
  if (!image) throw badInput(msg('post.picRequired'), 'pic');
  const pic = (await ctx.storage.save(image, 'post')).url;
  const post = em.create(Post, {
    user: em.getReference(User, userNo),
    content,
    pic,
    product: productRef(em, productNo),
  });
  await em.flush();
  return post;
}

/** The post if the viewer wrote it; `admin` lets the administrator act on anyone's post too. */
async function ownPost(em: EntityManager, viewer: Viewer, no: number, admin = false): Promise<Post> {
  const post = await em.findOne(Post, { no });
  if (!post) throw notFound();
  if (post.user.unwrap().no !== viewer.no && !(admin && isAdmin(viewer))) throw forbidden();
  return post;
}

/** Edits the text and the product of the author's active post. The image cannot be changed (spec §5): one is refused. */
export async function updatePost(
  ctx: Context,
  { no, content, productNo = null, image }: PostDraft & RowRef,
): Promise<Post> {
  const { em } = ctx;
  const viewer = requireViewer(ctx);
  const post = await ownPost(em, viewer, no);
  if (post.deleted) throw notFound();
  if (image) throw badInput(msg('post.picLocked'), 'pic');
  await checkProduct(em, viewer.no, productNo, post.product?.unwrap().no ?? null);
  post.content = content;
  post.product = productRef(em, productNo);
  await em.flush();
  return post;
}

/**
 * Moves a post to the trash: its author, or the administrator for any post. When the administrator removes another
 * member's post, that member is warned (an event after the change is stored).
 */
export async function deletePost(ctx: Context, { no }: RowRef): Promise<boolean> {
  const { events } = ctx;
  const viewer = requireViewer(ctx);
  const post = await ownPost(ctx.em, viewer, no, true);
  const authorNo = post.user.unwrap().no;
  const recorded = await ctx.em.transactional(async (tem) => {
    const rows = await tem.execute(
      'update post set deleted = true, deleted_at = now() where no = ? and deleted = false returning no',
      [no],
    );
    if (rows.length === 0) throw notFound();
    const warning = { name: 'post.removedByAdmin' as const, payload: { postNo: no, userNo: authorNo } };
    return events.record(tem, ...(authorNo === viewer.no ? [] : [warning]));
  });
  await events.deliver(recorded);
  return true;
}

/** Brings a post back from the author's trash. */
export async function restorePost(ctx: Context, { no }: RowRef): Promise<Post> {
  const post = await ownPost(ctx.em, requireViewer(ctx), no);
  if (!post.deleted) throw notFound();
  Object.assign(post, { deleted: false, deletedAt: null });
  await ctx.em.flush();
  return post;
}

/** Deletes a post in the author's trash for good (its likes, comments and reports go with it). */
export async function purgePost(ctx: Context, { no }: RowRef): Promise<boolean> {
  await ownPost(ctx.em, requireViewer(ctx), no);
  const rows = await ctx.em.execute('delete from post where no = ? and deleted = true returning no', [no]);
  if (rows.length === 0) throw notFound();
  return true;
}
