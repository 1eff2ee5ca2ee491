// Product detail with its reviews, as the product page asks for them: the client's two documents (the product with
// where it is worn and its latest posts; the first page of its reviews, 3 a page) over GraphQL, the two REST calls
// of the original page (GET /api/list/product/{no}, GET /api/admin/product/{no}/reviews), and a raw-SQL baseline
// for each shape. Rotates over products spread over the catalogue plus the most reviewed ones.
import { get, gqlRequest, graphqlOk, spread, startsWith } from './common.js';

const REVIEW_PAGE_SIZE = 3; // client/src/features/product/product-params.ts
// client/src/app/routes/shop/product-detail-route.tsx with its components' fragments, as the client sends it.
const PRODUCT_PAGE = `query ProductDetailPage($no: Int!) {
  product(no: $no) { no name pic price discountRate stock available score reviewCount
    ...ProductDetailView_product ...ProductWornIn_product } }
fragment ProductDetailView_product on Product {
  no name contents pic price discountRate stock available category score reviewCount }
fragment ProductWornIn_product on Product {
  wornIn { show { no title } character { no name actorName } style { no pic } }
  recentPosts { no pic userNickname } }`;
// client/src/app/routes/shop/product-reviews-section.tsx with the review item's fragment.
const PRODUCT_REVIEWS = `query ProductReviews($productNo: Int!, $page: Int!, $size: Int!) {
  productReviews(productNo: $productNo, page: $page, size: $size) {
    number totalPages totalElements content { no ...ProductReviewItem_review } } }
fragment ProductReviewItem_review on Review { no score contents pic userNickname date }`;
export const BASELINE_GRAPHQL_PRODUCT = '/bench/graphql/product/';

const SPREAD = 5;
const POPULAR = 3;

/** Products on sale spread over the catalogue (by number) and the most reviewed ones, with their review counts. */
async function products(db) {
  const { rows } = await db.query('select count(*)::int as n from product where available');
  const picked = [];
  for (const position of spread(rows[0].n, SPREAD)) {
    const found = await db.query('select no, review_count from product where available order by no offset $1 limit 1', [
      position - 1,
    ]);
    picked.push(...found.rows);
  }
  const popular = await db.query(
    'select no, review_count from product where available order by review_count desc, no limit $1',
    [POPULAR],
  );
  const byNo = new Map([...picked, ...popular.rows].map((p) => [p.no, p.review_count]));
  if (!byNo.size) throw new Error('no product on sale for the product detail');
  return [...byNo].map(([no, reviews]) => ({ no, reviews }));
}

const reviewsQuery = `page=0&size=${REVIEW_PAGE_SIZE}`;

export async function productDetailScenarios(ctx) {
  const list = await products(ctx.db);
  const comboLabels = list.flatMap((p) => [
    `product ${p.no} (${p.reviews} reviews)`,
    `product ${p.no}, reviews page 0`,
  ]);
  const graphql = list.flatMap((p) => [
    gqlRequest(PRODUCT_PAGE, { no: p.no }),
    gqlRequest(PRODUCT_REVIEWS, { productNo: p.no, page: 0, size: REVIEW_PAGE_SIZE }),
  ]);
  const baselineGraphql = list.flatMap((p) => [
    get(`${BASELINE_GRAPHQL_PRODUCT}${p.no}`),
    get(`${BASELINE_GRAPHQL_PRODUCT}${p.no}/reviews?${reviewsQuery}`),
  ]);
  const shim = list.flatMap((p) => [
    get(`/api/list/product/${p.no}`),
    get(`/api/admin/product/${p.no}/reviews?${reviewsQuery}`),
  ]);
  const productOk = graphqlOk('product');
  const reviewsOk = graphqlOk('productReviews');
  const gqlOk = (body) => productOk(body) || reviewsOk(body);
  const shimOk = startsWith('{"no":', '{"content":[');
  const what = `product detail + reviews page (${list.length} products)`;
  const row = (id, target, label, base, requests, verifyBody, normalize, baseline = null) => ({
    id,
    section: 'productdetail',
    target,
    label,
    baseline,
    base,
    requests,
    verifyBody,
    normalize,
    comboLabels,
  });
  const data = (json) => json?.data ?? null;
  const same = (json) => json;
  return [
    row(
      'baseline-productdetail-gql',
      'baseline',
      `raw SQL ${what}, GraphQL's fields`,
      ctx.baselineBase,
      baselineGraphql,
      gqlOk,
      data,
    ),
    row(
      'graphql-productdetail',
      'graphql',
      `GraphQL ${what}`,
      ctx.appBase,
      graphql,
      gqlOk,
      data,
      'baseline-productdetail-gql',
    ),
    row(
      'baseline-productdetail-shim',
      'baseline',
      `raw SQL ${what}, shim's JSON`,
      ctx.baselineBase,
      shim,
      shimOk,
      same,
    ),
    row('shim-productdetail', 'shim', `shim ${what}`, ctx.appBase, shim, shimOk, same, 'baseline-productdetail-shim'),
  ];
}
