// Baseline: a product's page, as the shims answer it (the product; a page of its reviews) and with the fields of the
// client's ProductDetailPage and ProductReviews queries. The best SQL by hand: primary-key reads, the reviews'
// total from the count the product keeps (no count(*)), the page through review_product_date_idx, and the
// independent statements of the GraphQL product at once on the pool.
import { badInput, intParam, koreaIso, nickname, notFound, pageParams, productJson } from './common.js';

const WORN_IN_LIMIT = 12; // server/src/modules/show/worn-in.loaders.ts
const RECENT_POSTS = 4; // RECENT_POSTS_DEFAULT there
const REPORT_THRESHOLD = 5; // server/src/modules/community/post.service.ts
const CATEGORY_ENUM = { 상의: 'TOP', 하의: 'BOTTOM', 신발: 'SHOES', 기타: 'OTHER' }; // GraphQL's ProductCategory

const PRODUCT_COLUMNS = `no, name, contents, pic, price, discount_rate, stock, available, category, date,
  sales_count, score_sum, review_count`;

function productNo(c) {
  const no = intParam(c.params[0], 'no');
  if (no < 1) throw badInput('no');
  return no;
}

const findProduct = async (c, no) =>
  (await c.query(`select ${PRODUCT_COLUMNS} from product where no = $1`, [no])).rows[0] ?? null;

async function productShim(c) {
  const product = await findProduct(c, productNo(c));
  if (!product) throw notFound();
  return productJson(product);
}

/**
 * One page of a product's reviews, newest first, with their authors, and the product's name and review count:
 * one statement (no product: no rows, an empty page).
 */
async function reviewPage(c) {
  const no = productNo(c);
  const { page, size } = pageParams(c.searchParams, 3);
  const { rows } = await c.query(
    `select p.name as product_name, p.review_count, r.no, r.order_product_no, r.contents, r.score, r.pic, r.date,
            u.nickname, u.withdrawn_at
       from product p
       left join lateral (select * from review r where r.product_no = p.no
                           order by r.date desc, r.no desc limit $2 offset $3) r on true
       left join users u on u.no = r.user_no
      where p.no = $1
      order by r.date desc, r.no desc`,
    [no, size, page * size],
  );
  const total = rows[0]?.review_count ?? 0;
  const reviews = rows.filter((r) => r.no !== null);
  return { no, page, size, total, reviews, productName: rows[0]?.product_name };
}

const pageOf = (content, { total, page, size }) => ({
  content,
  totalElements: total,
  totalPages: Math.ceil(total / size),
  number: page,
  size,
});

async function reviewsShim(c) {
  const p = await reviewPage(c);
  const content = p.reviews.map((r) => ({
    no: r.no,
    orderProductNo: r.order_product_no,
    productNo: p.no,
    productName: p.productName,
    userNickname: nickname(r),
    contents: r.contents,
    score: r.score,
    pic: r.pic,
    date: koreaIso(r.date),
  }));
  return pageOf(content, p);
}

async function reviewsGraphql(c) {
  const p = await reviewPage(c);
  const content = p.reviews.map((r) => ({
    no: r.no,
    score: r.score,
    contents: r.contents,
    pic: r.pic,
    userNickname: nickname(r),
    date: r.date.toISOString(),
  }));
  const { totalPages, totalElements, number } = pageOf(content, p);
  return { data: { productReviews: { number, totalPages, totalElements, content } } };
}

/** The outfits the product is worn in (one per style, newest show first) and its latest posts, beside the product. */
async function productGraphql(c) {
  const no = productNo(c);
  const [product, wornIn, posts] = await Promise.all([
    findProduct(c, no),
    c.query(
      `select s.no as show_no, s.title, ch.no as character_no, ch.name, ch.actor_name, st.no as style_no, st.pic
         from (select distinct si.style_no from item i join style_item si on si.item_no = i.no
                where i.product_no = $1) x
         join style st on st.no = x.style_no
         join character ch on ch.no = st.character_no
         join show s on s.no = ch.show_no
        order by ch.show_no desc, ch.no, st.no
        limit ${WORN_IN_LIMIT}`,
      [no],
    ),
    c.query(
      `select p.no, p.pic, u.nickname, u.withdrawn_at
         from post p join users u on u.no = p.user_no
        where p.product_no = $1 and not p.deleted and p.reports_count <= ${REPORT_THRESHOLD}
        order by p.date desc, p.no desc
        limit ${RECENT_POSTS}`,
      [no],
    ),
  ]);
  if (!product) return { data: { product: null } };
  const json = productJson(product);
  return {
    data: {
      product: {
        no: json.no,
        name: json.name,
        contents: json.contents,
        pic: json.pic,
        price: json.price,
        discountRate: json.discountRate,
        stock: json.stock,
        available: json.available,
        category: CATEGORY_ENUM[json.category],
        score: json.score,
        reviewCount: json.reviewCount,
        wornIn: wornIn.rows.map((w) => ({
          show: { no: w.show_no, title: w.title },
          character: { no: w.character_no, name: w.name, actorName: w.actor_name },
          style: { no: w.style_no, pic: w.pic },
        })),
        recentPosts: posts.rows.map((p) => ({ no: p.no, pic: p.pic, userNickname: nickname(p) })),
      },
    },
  };
}

export const productDetailRoutes = [
  ['GET', /^\/api\/list\/product\/([^/]+)$/, productShim],
  ['GET', /^\/api\/admin\/product\/([^/]+)\/reviews$/, reviewsShim],
  ['GET', /^\/bench\/graphql\/product\/([^/]+)$/, productGraphql],
  ['GET', /^\/bench\/graphql\/product\/([^/]+)\/reviews$/, reviewsGraphql],
];
