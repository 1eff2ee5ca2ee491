// Shared by the baseline's handlers: error answers, parameters and the app's JSON conventions, by hand.
const MAX_PAGE_SIZE = 100; // server/src/common/paging.ts

/** An answer with a status other than 200, in the app's error shape. */
export class Reply extends Error {
  constructor(status, code, message, field = null) {
    super(message);
    Object.assign(this, { status, body: { code, message, field } });
  }
}

export const badInput = (field = null) => new Reply(400, 'BAD_USER_INPUT', '입력값을 확인해 주세요.', field);
export const notFound = () => new Reply(404, 'NOT_FOUND', 'not found');
export const unauthenticated = () => new Reply(401, 'UNAUTHENTICATED', 'unauthenticated');

export function intParam(value, name, fallback) {
  if ((value === null || value === undefined) && fallback !== undefined) return fallback;
  const n = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n)) throw badInput(name);
  return n;
}

/** Spring-style paging, as the shims read it: zero-based page, size capped. */
export function pageParams(searchParams, defaultSize) {
  const page = intParam(searchParams.get('page'), 'page', 0);
  const size = intParam(searchParams.get('size'), 'size', defaultSize);
  if (page < 0) throw badInput('page');
  if (size < 1 || size > MAX_PAGE_SIZE) throw badInput('size');
  return { page, size };
}

export const pageOf = (content, totalElements, page, size) => ({
  content,
  totalElements,
  totalPages: Math.ceil(totalElements / size),
  number: page,
  size,
});

/** ISO 8601 in Korea time (UTC+9, no daylight saving), e.g. 2024-05-01T21:30:00+09:00, as the shims write dates. */
export const koreaIso = (date) => `${new Date(date.getTime() + 9 * 3600_000).toISOString().slice(0, 19)}+09:00`;

/** server/src/common/money.ts */
export const discountedPrice = (price, rate) => Math.round(price - (price * rate) / 100);

/** The average score to one decimal, 0 without reviews (Product.score). */
export const score = (sum, count) => (count === 0 ? 0 : Math.round((sum / count) * 10) / 10);

/** A product row as the shims write it (server/src/modules/catalog/catalog.json.ts productJson). */
export const productJson = (p) => ({
  no: p.no,
  name: p.name,
  contents: p.contents,
  pic: p.pic,
  price: p.price,
  discountRate: p.discount_rate,
  discountedPrice: discountedPrice(p.price, p.discount_rate),
  stock: p.stock,
  available: p.available,
  category: p.category,
  date: koreaIso(p.date),
  count: p.sales_count,
  score: score(p.score_sum, p.review_count),
  reviewCount: p.review_count,
});

/** A withdrawn member's nickname is replaced by a label (review.service.ts displayNickname). */
export const nickname = (row) => (row.withdrawn_at ? '탈퇴한 회원' : (row.nickname ?? ''));

/** A member's token must name a member who has not left: one primary-key lookup, as the app's context does. */
export async function viewer(c) {
  const no = c.userNo();
  if (!no) throw unauthenticated();
  const { rows } = await c.query('select no from users where no = $1 and withdrawn_at is null', [no]);
  if (!rows.length) throw unauthenticated();
  return no;
}
