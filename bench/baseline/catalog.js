// Baseline: show list, show detail (shim's JSON and GraphQL's fields) and the product list.
import { badInput, discountedPrice, intParam, notFound, pageOf, pageParams, productJson } from './common.js';

async function showPage(c) {
  const { page, size } = pageParams(c.searchParams, 10);
  // Both statements at once on two pooled connections, as MikroORM's findAndCount does.
  const [counted, rows] = await Promise.all([
    c.query('select count(*) from show'),
    c.query('select no, title, pic from show order by no limit $1 offset $2', [size, page * size]),
  ]);
  return pageOf(rows.rows, Number(counted.rows[0].count), page, size);
}

/** The show, its characters, their styles and the styles' items: four statements, the first two at once. */
async function outfits(c, no) {
  const [show, characters] = await Promise.all([
    c.query('select no, title, pic from show where no = $1', [no]),
    c.query('select no, show_no, actor_name, name, pic from character where show_no = $1 order by no', [no]),
  ]);
  if (!show.rows.length) return null;
  const characterNos = characters.rows.map((ch) => ch.no);
  const styles = characterNos.length
    ? (
        await c.query('select no, character_no, pic from style where character_no = any($1::int[]) order by no', [
          characterNos,
        ])
      ).rows
    : [];
  const items = styles.length
    ? (
        await c.query(
          `select si.style_no, i.no, i.name, i.pic, i.path, i.product_no
             from style_item si join item i on i.no = si.item_no
            where si.style_no = any($1::int[]) order by si.style_no, i.no`,
          [styles.map((s) => s.no)],
        )
      ).rows
    : [];
  const stylesOf = new Map(characterNos.map((n) => [n, []]));
  for (const s of styles) stylesOf.get(s.character_no).push(s);
  const itemsOf = new Map(styles.map((s) => [s.no, []]));
  for (const i of items) itemsOf.get(i.style_no).push(i);
  return { show: show.rows[0], characters: characters.rows, stylesOf, itemsOf, items };
}

async function showDetailShim(c) {
  const o = await outfits(c, intParam(c.params[0], 'no'));
  if (!o) throw notFound();
  const styles = o.characters.flatMap((ch) => o.stylesOf.get(ch.no));
  const items = new Map(o.items.map((i) => [i.no, i]));
  return {
    show: o.show,
    characters: o.characters.map((ch) => ({
      no: ch.no,
      showNo: ch.show_no,
      actor: ch.actor_name,
      name: ch.name,
      pic: ch.pic,
    })),
    styles: styles.map((s) => ({ no: s.no, characterNo: s.character_no, pic: s.pic })),
    styleItems: o.items.map((i) => ({ styleNo: i.style_no, itemNo: i.no })),
    items: [...items.values()].map((i) => ({
      no: i.no,
      name: i.name,
      pic: i.pic,
      path: i.path,
      productNo: i.product_no,
    })),
  };
}

/** GraphQL's show(no) with scrap counts and products: two more statements (scrap counts run beside the styles). */
async function showDetailGraphql(c) {
  const no = intParam(c.params[0], 'no');
  const [o, scraps] = await Promise.all([
    outfits(c, no),
    c.query(
      `select s.character_no, count(*)::int as n from scrap s join character ch on ch.no = s.character_no
        where ch.show_no = $1 group by s.character_no`,
      [no],
    ),
  ]);
  if (!o) return { data: { show: null } };
  const productNos = [...new Set(o.items.map((i) => i.product_no).filter((n) => n !== null))];
  const products = productNos.length
    ? (await c.query('select no, name, price, discount_rate from product where no = any($1::int[])', [productNos])).rows
    : [];
  const product = new Map(
    products.map((p) => [p.no, { no: p.no, name: p.name, discountedPrice: discountedPrice(p.price, p.discount_rate) }]),
  );
  const scrapCount = new Map(scraps.rows.map((r) => [r.character_no, r.n]));
  const show = {
    ...o.show,
    characters: o.characters.map((ch) => ({
      no: ch.no,
      name: ch.name,
      actorName: ch.actor_name,
      pic: ch.pic,
      scrapCount: scrapCount.get(ch.no) ?? 0,
      styles: o.stylesOf.get(ch.no).map((s) => ({
        no: s.no,
        pic: s.pic,
        items: o.itemsOf.get(s.no).map((i) => ({
          no: i.no,
          name: i.name,
          pic: i.pic,
          path: i.path,
          product: i.product_no === null ? null : (product.get(i.product_no) ?? null),
        })),
      })),
    })),
  };
  return { data: { show } };
}

// Every sort ends on the number, as server/src/modules/catalog/product-list.sql.ts orders them; each sort has an
// index over the products on sale and one per category (date, sales_count, sale_price, avg_score + review_count,
// then no; the stock included), so the page is read in order and its offset skipped inside the index.
const ORDER = {
  latest: 'date desc, no desc',
  sales: 'sales_count desc, no desc',
  priceHigh: 'sale_price desc, no desc',
  priceLow: 'sale_price asc, no asc',
  rating: 'avg_score desc, review_count desc, no desc',
};
const CATEGORIES = new Set(['상의', '하의', '신발', '기타']);

/**
 * The page and its total in one statement: the total from the counts the triggers keep per category and in-stock
 * state (product_count: sum a few rows, never count the catalogue); the page as a deferred join, its numbers from
 * an index-only scan of the sort's index, then the 9 rows by primary key.
 */
async function productList(c) {
  const sort = c.searchParams.get('sort') ?? 'latest';
  if (!Object.hasOwn(ORDER, sort)) throw badInput('sort');
  const category = c.params[0] === undefined ? null : decodeURIComponent(c.params[0]);
  if (category !== null && category !== '전체' && !CATEGORIES.has(category)) throw badInput('category');
  const { page, size } = pageParams(c.searchParams, 9);
  const inStock = c.searchParams.get('excludeSoldOut') === 'true';
  const values = [];
  const where = ['available'];
  const counted = [];
  if (category && category !== '전체') {
    const param = `$${values.push(category)}`;
    where.push(`category = ${param}`);
    counted.push(`category = ${param}`);
  }
  if (inStock) {
    where.push('stock > 0');
    counted.push('in_stock');
  }
  const { rows } = await c.query(
    `select c.total, p.*
       from (select coalesce(sum(n), 0)::int as total from product_count
              ${counted.length ? `where ${counted.join(' and ')}` : ''}) c
       left join (select p.* from (select no from product where ${where.join(' and ')}
                                    order by ${ORDER[sort]} limit ${size} offset ${page * size}) k
                  join product p on p.no = k.no) p on true
      order by ${ORDER[sort]
        .split(', ')
        .map((term) => `p.${term}`)
        .join(', ')}`,
    values,
  );
  const content = rows.filter((r) => r.no !== null).map(productJson);
  return pageOf(content, rows[0].total, page, size);
}

export const catalogRoutes = [
  ['GET', /^\/api\/main\/showDataAll$/, showPage],
  ['GET', /^\/api\/main\/sub\/([^/]+)$/, showDetailShim],
  ['GET', /^\/bench\/graphql\/show\/([^/]+)$/, showDetailGraphql],
  ['GET', /^\/api\/list$/, productList],
  ['GET', /^\/api\/list\/category\/([^/]+)$/, productList],
];
