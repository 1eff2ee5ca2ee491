// The admin console's product grid with the admin's token: GraphQL adminProducts (the fields the client's grid asks
// for), the shim GET /api/admin/product, and a raw-SQL baseline answering the shim's JSON. One row per API rotating
// over four requests: page 0, a deep-ish page, a name search and a category.
import { get, gqlRequest, graphqlOk, startsWith, triple, withToken } from './common.js';

const SIZE = 8; // client/src/features/admin-products/operations.ts PRODUCT_PAGE_SIZE
const TERM = '카디건';
const CATEGORY = ['하의', 'BOTTOM'];
const ADMIN_PRODUCTS = `query ($page:Int!,$searchTerm:String,$category:ProductCategory){
  adminProducts(page:$page,size:${SIZE},searchTerm:$searchTerm,category:$category){ number totalPages totalElements
    content { no name pic price discountRate discountedPrice salesCount score reviewCount stock available date } } }`;

const shimPath = ({ page, searchTerm, category }) =>
  `/api/admin/product?page=${page}&size=${SIZE}` +
  (searchTerm ? `&searchTerm=${encodeURIComponent(searchTerm)}` : '') +
  (category ? `&category=${encodeURIComponent(category)}` : '');

/** GraphQL's fields of a page from either API; dates in whole seconds (the shim writes Korea time without ms). */
function answer(json) {
  const page = json?.data?.adminProducts ?? json;
  if (!page || !Array.isArray(page.content)) return null;
  return {
    number: page.number,
    totalPages: page.totalPages,
    totalElements: page.totalElements,
    content: page.content.map((p) => ({
      no: p.no,
      name: p.name,
      pic: p.pic,
      price: p.price,
      discountRate: p.discountRate,
      discountedPrice: p.discountedPrice,
      salesCount: p.salesCount ?? p.count,
      score: p.score,
      reviewCount: p.reviewCount,
      stock: p.stock,
      available: p.available,
      date: Math.floor(Date.parse(p.date) / 1000),
    })),
  };
}

export async function adminProductScenarios(ctx) {
  const auth = withToken(ctx.admin.token);
  const res = await fetch(ctx.appBase + shimPath({ page: 0 }), { headers: auth, signal: AbortSignal.timeout(60_000) });
  const totalPages = (await res.json())?.totalPages;
  if (!Number.isInteger(totalPages)) throw new Error(`admin product grid answered ${res.status}`);
  // An admin paging on: a tenth of the way into the catalogue (page 1,250 of 12,500 at scale 100).
  const deep = Math.floor(totalPages / 10);
  const variants = [
    { what: 'page 0', page: 0 },
    { what: `page ${deep}`, page: deep },
    { what: `name '${TERM}'`, page: 0, searchTerm: TERM },
    { what: `category ${CATEGORY[0]}`, page: 0, category: CATEGORY[0], categoryEnum: CATEGORY[1] },
  ];
  const shim = variants.map((v) => get(shimPath(v), auth));
  const common = { normalize: answer, comboLabels: variants.map((v) => v.what) };
  const shimOk = startsWith('{"content":[');
  return triple({
    id: 'adminproducts',
    section: 'adminproducts',
    label: `admin product grid (${common.comboLabels.join(', ')})`,
    baseline: { base: ctx.baselineBase, requests: shim, verifyBody: shimOk, ...common },
    graphql: {
      base: ctx.appBase,
      requests: variants.map((v) =>
        gqlRequest(ADMIN_PRODUCTS, { page: v.page, searchTerm: v.searchTerm, category: v.categoryEnum }, auth),
      ),
      verifyBody: graphqlOk('adminProducts'),
      ...common,
    },
    shim: { base: ctx.appBase, requests: shim, verifyBody: shimOk, ...common },
  });
}
