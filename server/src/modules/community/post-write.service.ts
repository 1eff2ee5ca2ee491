import { msg } from '@scene-shop/domain';
import type { Readable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, badInput, forbidden, notFound } from '../../common/errors.js';
import type { EventBus } from '../../common/events.js';
import type { Storage } from '../../common/storage.js';
import { toInput, validateInput } from '../../common/validation.js';
import { isAdmin, type Viewer } from '../../context/policy.js';
import { Product } from '../catalog/product.entity.js';
import { User } from '../user/user.entity.js';
import { PostInput } from './post.inputs.js';
import { Post } from './post.entity.js';
import { hasBought } from './post.service.js';

/** Checks the text and the attached product (it must be one the member bought). */
async function checked(em: EntityManager, userNo: number, raw: PostInput, keep?: number | null): Promise<PostInput> {
  const input = toInput(PostInput, { content: raw?.content ?? '', productNo: raw?.productNo ?? null });
  await validateInput(input);
  const productNo = input.productNo ?? null;
  if (productNo !== null && productNo !== keep && !(await hasBought(em, userNo, productNo)))
    throw new AppError('BAD_USER_INPUT', msg('post.productNotBought'), 'productNo');
  return input;
}

const productRef = (em: EntityManager, no: number | null | undefined) =>
  no ? em.getReference(Product, no, { wrapped: true }) : null;

/** A new post: text, a required image (jpeg, png or gif, read from its bytes) and optionally a bought product. */
export async function writePost(
  em: EntityManager,
  storage: Storage,
  userNo: number,
  raw: PostInput,
  image: Readable | null,
): Promise<Post> {
  const input = await checked(em, userNo, raw);
  if (!image) throw badInput(msg('post.picRequired'), 'pic');
  const pic = (await storage.save(image, 'post')).url;
  const post = em.create(Post, {
    user: em.getReference(User, userNo),
    content: input.content,
    pic,
    product: productRef(em, input.productNo),
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
  em: EntityManager,
  viewer: Viewer,
  no: number,
  raw: PostInput,
  image: Readable | null,
): Promise<Post> {
  const post = await ownPost(em, viewer, no);
  if (post.deleted) throw notFound();
  if (image) throw badInput(msg('post.picLocked'), 'pic');
  const input = await checked(em, viewer.no, raw, post.product?.unwrap().no ?? null);
  post.content = input.content;
  post.product = productRef(em, input.productNo);
  await em.flush();
  return post;
}

/**
 * Moves a post to the trash: its author, or the administrator for any post. When the administrator removes another
 * member's post, that member is warned (an event after the change is stored).
 */
export async function deletePost(em: EntityManager, events: EventBus, viewer: Viewer, no: number): Promise<boolean> {
  const post = await ownPost(em, viewer, no, true);
  const authorNo = post.user.unwrap().no;
  const recorded = await em.transactional(async (tem) => {
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
export async function restorePost(em: EntityManager, viewer: Viewer, no: number): Promise<Post> {
  const post = await ownPost(em, viewer, no);
  if (!post.deleted) throw notFound();
  Object.assign(post, { deleted: false, deletedAt: null });
  await em.flush();
  return post;
}

/** Deletes a post in the author's trash for good (its likes, comments and reports go with it). */
export async function purgePost(em: EntityManager, viewer: Viewer, no: number): Promise<boolean> {
  await ownPost(em, viewer, no);
  const rows = await em.execute('delete from post where no = ? and deleted = true returning no', [no]);
  if (rows.length === 0) throw notFound();
  return true;
}
