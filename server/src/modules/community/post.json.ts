import type { EntityManager } from '@mikro-orm/postgresql';
import { toKoreaIso } from '../../common/dates.js';
import { MSG } from '../../common/messages.js';
import { displayNickname } from '../user/nickname.js';
import type { Post } from './post.entity.js';
import { isHiddenByReports, preview } from './post.service.js';

/** Loads the authors and attached products of these posts, one statement each. */
export async function withPostDetails<T extends Post | Post[]>(em: EntityManager, posts: T): Promise<T> {
  await em.populate(posts as Post[], ['user', 'product']);
  return posts;
}

/**
 * The documented post shape (§3), with the author's nickname and picture (read with a list's posts, or from the
 * loaded author); `previewLength` adds a preview.
 */
export const postJson = (p: Post, previewLength?: number) => ({
  no: p.no,
  userNo: p.user.unwrap().no,
  userNickname: p.listed?.nickname ?? displayNickname(p.user.getEntity()),
  userPic: p.listed ? p.listed.pic : p.user.getEntity().pic,
  content: p.content,
  ...(previewLength ? { preview: preview(p.content, previewLength) } : {}),
  pic: p.pic,
  productNo: p.product?.unwrap().no ?? null,
  date: toKoreaIso(p.date),
  likesCount: p.likesCount,
  commentsCount: p.commentsCount,
  reportsCount: p.reportsCount,
  deleted: p.deleted,
});

/** The detail adds the product card, the caller's like and report, and the over-report flag and notice. */
export const postDetailJson = (p: Post, mine: { liked: boolean; reported: boolean }) => {
  const product = p.product?.getEntity() ?? null;
  const hidden = isHiddenByReports(p);
  return {
    ...postJson(p),
    product: product && {
      no: product.no,
      name: product.name,
      pic: product.pic,
      price: product.price,
      discountRate: product.discountRate,
      discountedPrice: product.discountedPrice,
      available: product.available,
    },
    liked: mine.liked,
    reported: mine.reported,
    hiddenByReports: hidden,
    hiddenNotice: hidden ? MSG.post.handledByAdmin : null,
  };
};
