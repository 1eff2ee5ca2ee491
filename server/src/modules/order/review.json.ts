import { toKoreaIso } from '../../common/dates.js';
import { displayNickname } from '../user/nickname.js';
import type { Review } from './review.entity.js';

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
