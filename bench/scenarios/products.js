// Product list: each of the five sorts, page 0 and a deep (middle) page, without and with a category plus
// excludeSoldOut. One scenario per page × filter, rotating over the five sorts (the filtered ones rotate the
// categories too); the sample requests give each combination's single-request latency.
import { gqlRequest, graphqlOk, startsWith, triple } from './common.js';

export const PRODUCT_PAGE_SIZE = 9;
const SORTS = [
  ['latest', 'LATEST'],
  ['sales', 'SALES'],
  ['priceHigh', 'PRICE_HIGH'],
  ['priceLow', 'PRICE_LOW'],
  ['rating', 'RATING'],
];
const CATEGORIES = [
  ['상의', 'TOP'],
  ['하의', 'BOTTOM'],
  ['신발', 'SHOES'],
  ['기타', 'OTHER'],
];
const PRODUCTS_QUERY = `query ($page:Int!,$sort:ProductSort!,$category:ProductCategory,$excludeSoldOut:Boolean!){
  products(page:$page,size:${PRODUCT_PAGE_SIZE},sort:$sort,category:$category,excludeSoldOut:$excludeSoldOut){
    totalPages content { no name pic price discountRate discountedPrice stock salesCount score } } }`;

export function shimListPath({ sort, category, excludeSoldOut, page }) {
  const query = `page=${page}&size=${PRODUCT_PAGE_SIZE}&sort=${sort}${excludeSoldOut ? '&excludeSoldOut=true' : ''}`;
  return category ? `/api/list/category/${encodeURIComponent(category)}?${query}` : `/api/list?${query}`;
}

function answer(json) {
  const page = json?.data?.products ?? json;
  if (!page || !Array.isArray(page.content)) return null;
  return {
    totalPages: page.totalPages,
    content: page.content.map((p) => ({
      no: p.no,
      name: p.name,
      pic: p.pic,
      price: p.price,
      discountRate: p.discountRate,
      discountedPrice: p.discountedPrice,
      stock: p.stock,
      salesCount: p.salesCount ?? p.count,
      score: p.score,
    })),
  };
}

/** Total pages of a filter, from the app (the sort does not change it). */
async function totalPages(ctx, filter) {
  const res = await fetch(ctx.appBase + shimListPath({ ...filter, sort: 'latest', page: 0 }), {
    signal: AbortSignal.timeout(60_000),
  });
  const json = await res.json();
  if (!Number.isInteger(json?.totalPages)) throw new Error(`product list answered ${res.status}`);
  return json.totalPages;
}

export async function productScenarios(ctx) {
  const list = [];
  for (const filtered of [false, true]) {
    const filters = SORTS.map(([sort, sortEnum], i) => {
      const [category, categoryEnum] = filtered ? CATEGORIES[i % CATEGORIES.length] : [null, null];
      return { sort, sortEnum, category, categoryEnum, excludeSoldOut: filtered };
    });
    for (const f of filters) f.totalPages = await totalPages(ctx, f);
    for (const deep of [false, true]) {
      const combos = filters.map((f) => ({ ...f, page: deep ? Math.floor(f.totalPages / 2) : 0 }));
      const what = `${deep ? 'middle page' : 'page 0'}${filtered ? ', category + excludeSoldOut' : ''}`;
      const id = `products-${deep ? 'deep' : 'p0'}${filtered ? '-filtered' : ''}`;
      const comboLabels = combos.map(
        (c) =>
          `${c.sort} page ${c.page}${c.category ? ` ${c.category}` : ''}${c.excludeSoldOut ? ' excludeSoldOut' : ''}`,
      );
      const shim = combos.map((c) => ({ method: 'GET', path: shimListPath(c) }));
      const common = { normalize: answer, comboLabels, pages: combos.map((c) => c.page) };
      list.push(
        ...triple({
          id,
          section: 'products',
          label: `product list ${what} (5 sorts)`,
          baseline: { base: ctx.baselineBase, requests: shim, verifyBody: startsWith('{"content":['), ...common },
          graphql: {
            base: ctx.appBase,
            requests: combos.map((c) =>
              gqlRequest(PRODUCTS_QUERY, {
                page: c.page,
                sort: c.sortEnum,
                category: c.categoryEnum,
                excludeSoldOut: c.excludeSoldOut,
              }),
            ),
            verifyBody: graphqlOk('products'),
            ...common,
          },
          shim: { base: ctx.appBase, requests: shim, verifyBody: startsWith('{"content":['), ...common },
        }),
      );
    }
  }
  return list;
}
