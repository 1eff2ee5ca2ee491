import { toKoreaIso } from '../../common/dates.js';
import type { Product } from './product.entity.js';
import type { Review } from './review.entity.js';
import { displayNickname } from '../user/nickname.js';

/** The documented JSON shapes of the original API; dates in Korea time. */
export const productJson = (p: Product) => ({
  no: p.no,
  name: p.name,
  contents: p.contents,
  pic: p.pic,
  price: p.price,
  discountRate: p.discountRate,
  discountedPrice: p.discountedPrice,
  stock: p.stock,
  available: p.available,
  category: p.category,
  date: toKoreaIso(p.date),
  count: p.salesCount,
  score: p.score,
  reviewCount: p.reviewCount,
});

/** A review read by a list (its `listed` names) or with its author and product loaded (see `withReviewDetails`). */
export const reviewJson = (r: Review) => ({
  no: r.no,
  orderProductNo: r.orderProduct.unwrap().no,
  productNo: r.product.unwrap().no,
  productName: r.listed?.productName ?? r.product.getEntity().name,
  userNickname: r.listed?.nickname ?? displayNickname(r.user.getEntity()),
  contents: r.contents,
  score: r.score,
  pic: r.pic,
  date: toKoreaIso(r.date),
});
