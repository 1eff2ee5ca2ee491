/**
 * The review lists' statements: each review with its author's nickname, login id and withdrawal, its product's
 * name and the size its line bought, joined by primary key after the page is found in its index, so a list is one statement.
 */
const DETAILS = `u.nickname as listed_nickname, u.id as listed_login_id, u.withdrawn_at as listed_withdrawn_at,
  p.name as listed_product_name,
  (select op.option_label from order_product op where op.no = r.order_product_no) as listed_option_label`;

/**
 * The newest reviews across the shop: the first entries of review_date_no_idx read backwards; `productColumns` adds
 * the products' own columns (common/entity-rows.ts), which the home page shows beside each review.
 */
export const latestReviewsSql = (productColumns: string) => `select r.*, ${DETAILS}, ${productColumns}
  from (select * from review order by date desc, no desc limit ?) r
  join users u on u.no = r.user_no
  join product p on p.no = r.product_no
  order by r.date desc, r.no desc`;

/**
 * A page of one product's reviews, newest first, and how many it has (review_product_date_idx for both); one row
 * with the total and no review when the page is empty.
 */
export const PRODUCT_REVIEWS_SQL = `select c.total, r.*, ${DETAILS}
  from (select count(*)::int as total from review where product_no = ?) c
  left join (select * from review where product_no = ? order by date desc, no desc limit ? offset ?) r on true
  left join users u on u.no = r.user_no
  left join product p on p.no = r.product_no
  order by r.date desc, r.no desc`;
