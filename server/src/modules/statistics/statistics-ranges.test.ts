import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../common/enums.js';
import { makeShows } from '../../test/fixtures.js';
import { startTestApp, type GqlResult, type TestApp } from '../../test/harness.js';
import { Style } from '../show/style.entity.js';
import { rebuildSalesRollup } from './sales-rollup.js';
import { previousRange, type DayRange } from './stats-range.js';

/*
 * Every statistic over ranges that cross days, months, quarters and years, against the same figures computed
 * straight from the orders: the granules a range is read as (some of them taken away) must add up to exactly its
 * days. About 420 orders from October 2023 to March 2025, every 31 hours and 17 minutes, so that days, months,
 * quarters and years all hold sales, and the edges of the sales fall inside granules.
 */

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.member({ role: Role.ADMIN })).token;
  const buyer = await t.member();
  const em = t.em();
  const shows = await makeShows(em, 3, { characters: 2, styles: 2, items: 2 });
  // Two products shared with another show's style, so a product counts once for each owner linking it.
  const [first, second] = await em.find(Style, {}, { populate: ['items'], orderBy: { no: 'asc' }, limit: 2 });
  const last = await em.findOneOrFail(Style, { character: { show: shows[2] } }, { orderBy: { no: 'desc' } });
  last.items.add(first!.items.getItems()[0]!, second!.items.getItems()[1]!);
  await em.flush();
  const db = em.getConnection();
  await db.execute(
    `insert into orders (user_no, state, price, date)
     select ?, case when i % 9 = 0 then '주문취소' when i % 13 = 0 then '배송중' when i % 17 = 0 then '주문접수'
                   else '배송완료' end,
         0, (timestamp '2023-10-01 08:00' + i * interval '31 hours 17 minutes') at time zone 'Asia/Seoul'
       from generate_series(1, 420) i`,
    [buyer.user.no],
  );
  await db.execute(
    `insert into order_product (order_no, product_no, quantity, price)
     select o.no, p.no, 1 + (o.no + j) % 4, p.price * (1 + (o.no + j) % 4)
       from orders o cross join generate_series(0, 2) j
       join (select no, price, row_number() over (order by no) - 1 as k from product) p
         on p.k = (o.no * 31 + j * 17) % (select count(*) from product)
      where j <= o.no % 3`,
  );
  await db.execute(`update orders o set price = (select sum(price) from order_product where order_no = o.no)`);
  await rebuildSalesRollup(em);
});
afterAll(() => t.close());

const LIMIT = 50;

/** Per product from the orders: units, won, delivered and cancelled units in the range and units in the one before. */
async function fromOrders(range: DayRange) {
  const before = previousRange(range);
  return t
    .em()
    .execute<{ product_no: number; q: number; revenue: number; d: number; c: number; pq: number; prevenue: number }[]>(
      `with lines as (
       select op.product_no, op.quantity, op.price, o.state <> '주문취소' as counted, o.state,
           (o.date at time zone 'Asia/Seoul')::date as day
         from order_product op join orders o on o.no = op.order_no)
     select product_no,
         coalesce(sum(quantity) filter (where counted and day between ? and ?), 0)::int as q,
         coalesce(sum(price) filter (where counted and day between ? and ?), 0)::int as revenue,
         coalesce(sum(quantity) filter (where state = '배송완료' and day between ? and ?), 0)::int as d,
         coalesce(sum(quantity) filter (where state = '주문취소' and day between ? and ?), 0)::int as c,
         coalesce(sum(quantity) filter (where counted and day between ? and ?), 0)::int as pq,
         coalesce(sum(price) filter (where counted and day between ? and ?), 0)::int as prevenue
       from lines group by product_no`,
      [range, range, range, range, before, before].flatMap((r) => [r.from, r.to]),
    );
}

/** The owners (show, character or style) of each product, from the items. */
async function owners(key: string) {
  return t.em().execute<{ owner: number; product_no: number }[]>(
    `select distinct ${key} as owner, i.product_no
       from item i join style_item si on si.item_no = i.no join style s on s.no = si.style_no
       join "character" c on c.no = s.character_no where i.product_no is not null`,
  );
}

const byDesc =
  <T>(...keys: ((x: T) => number)[]) =>
  (a: T, b: T) => {
    for (const k of keys) if (k(a) !== k(b)) return k(b) - k(a);
    return 0;
  };

async function expectedOwners(range: DayRange, key: string) {
  const totals = new Map((await fromOrders(range)).map((p) => [p.product_no, p]));
  const sums = new Map<
    number,
    { owner: number; quantity: number; revenue: number; previous: number; products: number }
  >();
  for (const { owner, product_no } of await owners(key)) {
    const p = totals.get(product_no);
    if (!p) continue;
    const s = sums.get(owner) ?? { owner, quantity: 0, revenue: 0, previous: 0, products: 0 };
    s.previous += p.prevenue;
    if (p.q > 0)
      Object.assign(s, { quantity: s.quantity + p.q, revenue: s.revenue + p.revenue, products: s.products + 1 });
    sums.set(owner, s);
  }
  return [...sums.values()]
    .filter((s) => s.quantity > 0)
    .sort(
      byDesc(
        (s) => s.revenue,
        (s) => s.quantity,
        (s) => -s.owner,
      ),
    )
    .slice(0, LIMIT);
}

const gql = async <T>(query: string, range: DayRange) => {
  const res = (await t.gql<T>(query, { ...range, limit: LIMIT }, admin)) as GqlResult<T>;
  expect(res.errors, JSON.stringify(range)).toBeUndefined();
  return res.data!;
};

const RANGES: [string, string][] = [
  ['2023-12-31', '2024-01-01'], // across a year
  ['2024-03-31', '2024-04-01'], // across a quarter
  ['2024-02-15', '2024-11-10'], // part months around whole quarters
  ['2024-01-20', '2024-12-31'], // a year less its first days
  ['2023-10-15', '2025-02-14'], // most of the sales: all time less its edges
  ['2023-11-01', '2024-06-30'], // whole months across a year, ending on a quarter
  ['2024-04-01', '2024-09-30'], // two whole quarters
  ['2024-06-10', '2025-06-10'], // past the last sale
  ['2022-01-01', '2023-10-05'], // up to the first sales
  ['2024-07-01', '2024-07-01'], // a single day
];

describe('statistics over ranges across months, quarters and years', () => {
  it('give best sellers with units, won and the previous period as the orders do', async () => {
    for (const [from, to] of RANGES) {
      const range = { from, to };
      const expected = (await fromOrders(range))
        .filter((p) => p.q > 0)
        .sort(
          byDesc(
            (p) => p.q,
            (p) => -p.product_no,
          ),
        )
        .slice(0, LIMIT)
        .map((p) => ({ productNo: p.product_no, quantity: p.q, revenue: p.revenue, previousQuantity: p.pq }));
      const { bestProducts } = await gql<{ bestProducts: unknown[] }>(
        `query ($from: String!, $to: String!, $limit: Int) {
           bestProducts(from: $from, to: $to, limit: $limit) { productNo quantity revenue previousQuantity } }`,
        range,
      );
      expect(bestProducts, `${from}..${to}`).toEqual(expected);
    }
  });

  it('give return rates as the orders do', async () => {
    for (const [from, to] of RANGES) {
      const range = { from, to };
      const expected = (await fromOrders(range))
        .filter((p) => p.d + p.c >= 1)
        .map((p) => ({
          productNo: p.product_no,
          returnRate: Math.round((p.c * 1000) / (p.d + p.c)) / 10,
          cancelledQuantity: p.c,
          deliveredQuantity: p.d,
          totalQuantity: p.d + p.c,
        }))
        .sort(
          byDesc(
            (r) => r.returnRate,
            (r) => r.totalQuantity,
            (r) => -r.productNo,
          ),
        )
        .slice(0, LIMIT);
      const { returnRates } = await gql<{ returnRates: unknown[] }>(
        `query ($from: String!, $to: String!, $limit: Int) { returnRates(from: $from, to: $to, limit: $limit) {
           productNo returnRate cancelledQuantity deliveredQuantity totalQuantity } }`,
        range,
      );
      expect(returnRates, `${from}..${to}`).toEqual(expected);
    }
  });

  it('attribute sales to shows, characters and styles as the orders and items do', async () => {
    const fields = [
      ['salesByShow', 'showNo', 'c.show_no'],
      ['salesByCharacter', 'characterNo', 'c.no'],
      ['salesByStyle', 'styleNo', 's.no'],
    ] as const;
    for (const [from, to] of RANGES) {
      const range = { from, to };
      for (const [field, id, key] of fields) {
        const shows = field === 'salesByShow';
        const expected = (await expectedOwners(range, key)).map((s) => ({
          [id]: s.owner,
          quantity: s.quantity,
          revenue: s.revenue,
          previousRevenue: s.previous,
          ...(shows ? { products: s.products } : {}),
        }));
        const data = await gql<Record<string, unknown[]>>(
          `query ($from: String!, $to: String!, $limit: Int) {
             ${field}(from: $from, to: $to, limit: $limit) { ${id} quantity revenue previousRevenue ${shows ? 'products' : ''} } }`,
          range,
        );
        expect(data[field], `${field} ${from}..${to}`).toEqual(expected);
      }
    }
  });
});
