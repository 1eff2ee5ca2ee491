// Baseline: product search (typo-tolerant and 초성) and the header's autocomplete, by hand, with the same matching
// and ranking as server/src/common/term-match.ts (pg_trgm `<%` as written and `<<%` by letters, jamo(), thresholds
// set per connection like the app).
import { badInput, discountedPrice, pageParams, productJson } from './common.js';

const SEARCH_SIZE = 5;
const SEARCH_MAX_SIZE = 30;
const AUTOCOMPLETE_LIMIT = 10;
const TERM_MAX = 50;
const CONSONANTS_ONLY = /^[\u3131-\u314e\s]+$/u;
const escapeLike = (s) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** Where and order-by of a term over product names, with their values ($1, $2 in both). */
function matchTerm(term) {
  if (CONSONANTS_ONLY.test(term)) {
    const consonants = term.replace(/\s+/g, '');
    return {
      where: 'name_chosung like $1',
      rank: '(name_chosung like $2) desc, length(name)',
      values: [`%${consonants}%`, `${consonants}%`],
    };
  }
  return {
    where: '(name ilike $1 or $2 <% name or jamo($2) <<% name_jamo)',
    rank: '(name ilike $1) desc, strict_word_similarity(jamo($2), name_jamo) desc, word_similarity($2, name) desc, similarity($2, name) desc',
    values: [`%${escapeLike(term)}%`, term],
  };
}

function termParam(raw, { blank }) {
  const term = (raw ?? '').trim();
  if (raw && raw.length > TERM_MAX) throw badInput('term');
  if (!term && !blank) throw badInput('term');
  return term;
}

const productOnly = (category) => {
  // The bench searches products; the other categories are the same statements on other tables.
  if (category !== 'product') throw badInput('category');
};

/**
 * One page of matching products on sale, best first, and the count of all matches: two statements at once. Names
 * are matched in search_product_name (each name of the products on sale once, with their number, kept by triggers),
 * so the trigram work is over a few thousand names; each matching name's first products come by
 * product_available_name_idx, equal ranks sharing a position so their products mix by number.
 */
async function searchProducts(c) {
  productOnly(decodeURIComponent(c.params[0]));
  const term = termParam(decodeURIComponent(c.params[1]), { blank: false });
  const { page, size } = pageParams(c.searchParams, SEARCH_SIZE);
  if (size > SEARCH_MAX_SIZE) throw badInput('size');
  const { where, rank, values } = matchTerm(term);
  const chosung = CONSONANTS_ONLY.test(term);
  const [counted, rows] = await Promise.all([
    c.query(
      `select coalesce(sum(products), 0)::int as total from search_product_name where ${where}`,
      chosung ? [values[0]] : values,
    ),
    c.query(
      `select p.* from (select name, dense_rank() over (order by ${rank}) as pos
                          from search_product_name where ${where}) n
         cross join lateral (select * from product p where p.name = n.name and p.available order by p.no limit $3) p
        order by n.pos, p.no limit $4 offset $5`,
      [...values, (page + 1) * size, size, page * size],
    ),
  ]);
  return { total: counted.rows[0].total, rows: rows.rows, size };
}

async function searchShim(c) {
  const { total, rows, size } = await searchProducts(c);
  return { results: rows.map(productJson), totalPages: Math.ceil(total / size) };
}

async function searchGraphql(c) {
  const { total, rows, size } = await searchProducts(c);
  const results = rows.map((p) => ({
    __typename: 'Product',
    no: p.no,
    name: p.name,
    pic: p.pic,
    price: p.price,
    discountRate: p.discount_rate,
    discountedPrice: discountedPrice(p.price, p.discount_rate),
    stock: p.stock,
  }));
  return { data: { search: { totalPages: Math.ceil(total / size), totalElements: total, results } } };
}

/** Up to 10 distinct names, best first, from search_product_name; a blank term answers [] without a statement. */
async function suggestions(c) {
  productOnly(decodeURIComponent(c.params[0]));
  const term = termParam(c.searchParams.get('term'), { blank: true });
  if (!term) return [];
  const { where, rank, values } = matchTerm(term);
  const { rows } = await c.query(
    `select name from search_product_name where ${where} order by ${rank}, name limit $3`,
    [...values, AUTOCOMPLETE_LIMIT],
  );
  return rows.map((r) => r.name);
}

export const searchRoutes = [
  ['GET', /^\/api\/user\/search\/([^/]+)\/([^/]+)$/, searchShim],
  ['GET', /^\/api\/user\/search\/([^/]+)$/, async (c) => (await suggestions(c)).map((name) => ({ name }))],
  ['GET', /^\/bench\/graphql\/search\/([^/]+)\/([^/]+)$/, searchGraphql],
  ['GET', /^\/bench\/graphql\/autocomplete\/([^/]+)$/, async (c) => ({ data: { autocomplete: await suggestions(c) } })],
];
