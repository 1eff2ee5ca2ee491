import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderState, Role } from '../../common/enums.js';
import { MSG } from '../../common/messages.js';
import { makeProduct } from '../../test/fixtures.js';
import { startTestApp, type GqlResult, type TestApp } from '../../test/harness.js';
import type { Product } from '../catalog/product.entity.js';
import { OrderProduct } from '../order/order-product.entity.js';
import { Order } from '../order/order.entity.js';
import { Character } from '../show/character.entity.js';
import { Item } from '../show/item.entity.js';
import { Show } from '../show/show.entity.js';
import { Style } from '../show/style.entity.js';
import type { User } from '../user/user.entity.js';
import { rebuildSalesRollup } from './sales-rollup.js';

let t: TestApp;
let admin: string;
let member: string;
/** P1 10,000 won, P2 20,000, P3 5,000, P4 30,000, BIG 1,600,000,000 (one order of it is most of an int). */
let P: Record<'p1' | 'p2' | 'p3' | 'p4' | 'big', Product>;
let S: { s1: Show; s2: Show; c1: Character; c2: Character; c3: Character; st: Style[] };

const { RECEIVED, SHIPPING, DELIVERED, CANCELLED } = OrderState;

/** An order written directly (the dates are in the past), its price the lines' sum less the discount. */
function sell(em: EntityManager, user: User, at: string, state: OrderState, lines: [Product, number][], discount = 0) {
  const total = lines.reduce((sum, [p, q]) => sum + p.price * q, 0);
  const order = em.create(Order, { user, state, price: total - discount, discount, date: new Date(at) });
  for (const [product, quantity] of lines) {
    em.create(OrderProduct, { order, product, quantity, price: product.price * quantity });
  }
}

beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.member({ role: Role.ADMIN })).token;
  const buyer = await t.member();
  member = buyer.token;
  const em = t.em();
  P = {
    p1: await makeProduct(em, { name: '셔츠', price: 10_000 }),
    p2: await makeProduct(em, { name: '바지', price: 20_000 }),
    p3: await makeProduct(em, { name: '양말', price: 5_000 }),
    p4: await makeProduct(em, { name: '코트', price: 30_000 }),
    big: await makeProduct(em, { name: '다이아몬드', price: 1_600_000_000 }),
  };
  const { p1, p2, p3, p4, big } = P;
  const user = buyer.user;
  sell(em, user, '2010-06-10T12:00:00+09:00', DELIVERED, [[p1, 1]]);
  // 00:30 in Korea on New Year's Day is still 2010 in UTC: it counts for January 2011.
  sell(em, user, '2011-01-01T00:30:00+09:00', DELIVERED, [[p3, 1]]);
  sell(em, user, '2011-03-04T12:00:00+09:00', DELIVERED, [[p1, 3]]);
  sell(em, user, '2011-03-05T12:00:00+09:00', DELIVERED, [[p2, 1]]);
  sell(em, user, '2011-04-15T12:00:00+09:00', SHIPPING, [
    [p1, 2],
    [p3, 1],
  ]);
  sell(em, user, '2011-06-20T12:00:00+09:00', CANCELLED, [[p4, 5]]);
  sell(em, user, '2011-07-01T12:00:00+09:00', DELIVERED, [[p4, 1]], 3_000);
  sell(em, user, '2011-09-20T23:59:00+09:00', DELIVERED, [[p3, 4]]);
  sell(em, user, '2011-09-21T00:00:00+09:00', DELIVERED, [[p2, 3]]);
  sell(em, user, '2011-12-31T23:59:00+09:00', CANCELLED, [[p1, 1]]);
  sell(em, user, '2012-05-03T12:00:00+09:00', DELIVERED, [[big, 1]]);
  sell(em, user, '2012-05-20T12:00:00+09:00', RECEIVED, [[big, 1]]);

  // Shows → characters → styles → items → products. P1 is in both shows; P3's item is in two characters' styles;
  // C1 wears P1 through two items of two styles; one item links no product.
  const s1 = em.create(Show, { title: '통계 드라마 1', pic: '/s1.png' });
  const s2 = em.create(Show, { title: '통계 드라마 2' });
  const c1 = em.create(Character, { show: s1, actorName: '배우1', name: '인물1 역' });
  const c2 = em.create(Character, { show: s1, actorName: '배우2', name: '인물2 역' });
  const c3 = em.create(Character, { show: s2, actorName: '배우3', name: '인물3 역' });
  const item = (name: string, product: Product | null) => em.create(Item, { name, pic: '/i.png', product });
  const [i1, i2, i3, i4, i5, i6] = [
    item('1', p1),
    item('2', p3),
    item('3', p1),
    item('4', p2),
    item('5', p4),
    item('6', null),
  ];
  const style = (character: Character, items: Item[]) => {
    const s = em.create(Style, { character, pic: `/style-${character.name}.png` });
    s.items.add(items);
    return s;
  };
  const st = [style(c1, [i1, i2]), style(c1, [i3, i6]), style(c2, [i4, i2]), style(c3, [i5, i1])];
  await em.flush();
  S = { s1, s2, c1, c2, c3, st };
  await rebuildSalesRollup(em);
});
afterAll(() => t.close());

const gql = <T>(query: string, variables: Record<string, unknown> = {}, token = admin) =>
  t.gql<T>(query, variables, token) as Promise<GqlResult<T>>;

const SERIES = `query ($from: String!, $to: String!, $unit: StatsUnit) {
  salesSeries(from: $from, to: $to, unit: $unit) {
    unit points { period revenue orders quantity } total { from to revenue orders quantity cancelledOrders }
    previousPoints { period revenue orders quantity } previous { from to revenue orders quantity cancelledOrders } } }`;
const BEST = `query ($from: String!, $to: String!, $limit: Int) {
  bestProducts(from: $from, to: $to, limit: $limit) { productNo name pic quantity revenue previousQuantity } }`;
const RATES = `query ($from: String!, $to: String!, $limit: Int, $minQuantity: Int) {
  returnRates(from: $from, to: $to, limit: $limit, minQuantity: $minQuantity) {
    productNo name returnRate cancelledQuantity deliveredQuantity totalQuantity } }`;
const SHOWS = `query ($from: String!, $to: String!, $limit: Int) {
  salesByShow(from: $from, to: $to, limit: $limit) { showNo title pic quantity revenue previousRevenue products } }`;
const CHARACTERS = `query ($from: String!, $to: String!, $showNo: Int, $limit: Int) {
  salesByCharacter(from: $from, to: $to, showNo: $showNo, limit: $limit) {
    characterNo actorName name showNo showTitle quantity revenue previousRevenue } }`;
const STYLES = `query ($from: String!, $to: String!, $showNo: Int, $characterNo: Int, $limit: Int) {
  salesByStyle(from: $from, to: $to, showNo: $showNo, characterNo: $characterNo, limit: $limit) {
    styleNo pic characterNo characterName actorName showTitle quantity revenue previousRevenue } }`;
const EVERY_FIELD = [SERIES, BEST, RATES, SHOWS, CHARACTERS, STYLES];
const YEAR_2011 = { from: '2011-01-01', to: '2011-12-31' };

const month = (period: string, revenue = 0, orders = 0, quantity = 0) => ({ period, revenue, orders, quantity });
const zeroMonths = (year: number, except: Record<string, ReturnType<typeof month>>) =>
  Array.from({ length: 12 }, (_, i) => {
    const period = `${year}-${String(i + 1).padStart(2, '0')}`;
    return except[period] ?? month(period);
  });

describe('the statistics queries', () => {
  it('answer the admin only: a member is FORBIDDEN, a visitor UNAUTHENTICATED', async () => {
    for (const query of EVERY_FIELD) {
      const asMember = await gql(query, YEAR_2011, member);
      expect(asMember.errors?.[0]?.extensions?.code, query).toBe('FORBIDDEN');
      expect(asMember.data).toBeNull();
      const asVisitor = await t.gql(query, YEAR_2011);
      expect(asVisitor.errors?.[0]?.extensions?.code, query).toBe('UNAUTHENTICATED');
    }
  });

  it('refuse bad days, reversed or too long ranges, too many day points and limits out of range', async () => {
    const cases: [string, Record<string, unknown>, string, string][] = [
      [BEST, { from: '2011-02-30', to: '2011-03-01' }, MSG.adminStatistics.dayInvalid, 'from'],
      [BEST, { from: '2011-01-01', to: '2011/03/01' }, MSG.adminStatistics.dayInvalid, 'to'],
      [BEST, { from: '1999-12-31', to: '2000-01-31' }, MSG.adminStatistics.dayInvalid, 'from'],
      [RATES, { from: '2011-03-02', to: '2011-03-01' }, MSG.adminStatistics.rangeReversed, 'to'],
      [SHOWS, { from: '2001-01-01', to: '2011-01-09' }, MSG.adminStatistics.rangeTooLong, 'to'],
      [SERIES, { from: '2011-01-01', to: '2012-01-02', unit: 'DAY' }, MSG.adminStatistics.tooManyDays, 'unit'],
      [BEST, { ...YEAR_2011, limit: 0 }, MSG.adminStatistics.limitInvalid, 'limit'],
      [CHARACTERS, { ...YEAR_2011, limit: 51 }, MSG.adminStatistics.limitInvalid, 'limit'],
      [STYLES, { ...YEAR_2011, limit: -1 }, MSG.adminStatistics.limitInvalid, 'limit'],
      [RATES, { ...YEAR_2011, minQuantity: 0 }, MSG.adminStatistics.minQuantityInvalid, 'minQuantity'],
      [RATES, { ...YEAR_2011, minQuantity: 100_001 }, MSG.adminStatistics.minQuantityInvalid, 'minQuantity'],
    ];
    for (const [query, variables, message, field] of cases) {
      const res = await gql(query, variables);
      expect(res.errors?.[0], JSON.stringify(variables)).toMatchObject({
        message,
        extensions: { code: 'BAD_USER_INPUT', field },
      });
    }
    // The largest allowed: 3660 days, 366 day points, limit 50, minQuantity 100000.
    expect((await gql(SHOWS, { from: '2001-01-01', to: '2011-01-08' })).errors).toBeUndefined();
    expect((await gql(SERIES, { from: '2012-01-01', to: '2012-12-31', unit: 'DAY' })).errors).toBeUndefined();
    expect((await gql(BEST, { ...YEAR_2011, limit: 50 })).errors).toBeUndefined();
    expect((await gql(RATES, { ...YEAR_2011, minQuantity: 100_000 })).data).toEqual({ returnRates: [] });
  });

  it('give a year month by month, gap-filled, with the year before (Korea days, coupons, cancels)', async () => {
    const res = await gql<{ salesSeries: unknown }>(SERIES, YEAR_2011);
    expect(res.statements).toBe(2);
    expect(res.data!.salesSeries).toEqual({
      unit: 'MONTH',
      points: zeroMonths(2011, {
        '2011-01': month('2011-01', 5_000, 1, 1),
        '2011-03': month('2011-03', 50_000, 2, 4),
        '2011-04': month('2011-04', 25_000, 1, 3),
        '2011-07': month('2011-07', 27_000, 1, 1),
        '2011-09': month('2011-09', 80_000, 2, 7),
      }),
      total: { ...YEAR_2011, revenue: 187_000, orders: 7, quantity: 16, cancelledOrders: 2 },
      previousPoints: zeroMonths(2010, { '2010-06': month('2010-06', 10_000, 1, 1) }),
      previous: { from: '2010-01-01', to: '2010-12-31', revenue: 10_000, orders: 1, quantity: 1, cancelledOrders: 0 },
    });
  });

  it('compare whole months with as many months before, other ranges with as many days before', async () => {
    const months = await gql<{ salesSeries: { points: unknown[]; previousPoints: unknown[]; previous: unknown } }>(
      SERIES,
      { from: '2011-02-01', to: '2011-04-30' },
    );
    expect(months.data!.salesSeries.previousPoints).toEqual([
      month('2010-11'),
      month('2010-12'),
      month('2011-01', 5_000, 1, 1),
    ]);
    expect(months.data!.salesSeries.previous).toMatchObject({ from: '2010-11-01', to: '2011-01-31' });

    const days = await gql<{ salesSeries: unknown }>(SERIES, { from: '2011-03-03', to: '2011-03-06', unit: 'DAY' });
    expect(days.data!.salesSeries).toMatchObject({
      unit: 'DAY',
      points: [
        month('2011-03-03'),
        month('2011-03-04', 30_000, 1, 3),
        month('2011-03-05', 20_000, 1, 1),
        month('2011-03-06'),
      ],
      previousPoints: ['2011-02-27', '2011-02-28', '2011-03-01', '2011-03-02'].map((d) => month(d)),
      previous: { from: '2011-02-27', to: '2011-03-02', revenue: 0 },
    });
  });

  it('keep money exact beyond 2^31 won (Won is not a 32-bit Int)', async () => {
    const series = await gql<{ salesSeries: { points: { period: string; revenue: number }[] } }>(SERIES, {
      from: '2012-05-01',
      to: '2012-05-31',
    });
    expect(series.data!.salesSeries.points).toEqual([month('2012-05', 3_200_000_000, 2, 2)]);
    const best = await gql<{ bestProducts: unknown[] }>(BEST, { from: '2012-05-01', to: '2012-05-31' });
    expect(best.data!.bestProducts).toEqual([
      {
        productNo: P.big.no,
        name: '다이아몬드',
        pic: null,
        quantity: 2,
        revenue: 3_200_000_000,
        previousQuantity: 0,
      },
    ]);
  });

  it('rank best sellers of a year by units, cancelled lines left out, with the year before', async () => {
    const res = await gql<{ bestProducts: unknown[] }>(BEST, YEAR_2011);
    expect(res.statements).toBe(2);
    expect(res.data!.bestProducts).toEqual([
      { productNo: P.p3.no, name: '양말', pic: null, quantity: 6, revenue: 30_000, previousQuantity: 0 },
      { productNo: P.p1.no, name: '셔츠', pic: null, quantity: 5, revenue: 50_000, previousQuantity: 1 },
      { productNo: P.p2.no, name: '바지', pic: null, quantity: 4, revenue: 80_000, previousQuantity: 0 },
      { productNo: P.p4.no, name: '코트', pic: null, quantity: 1, revenue: 30_000, previousQuantity: 0 },
    ]);
    const two = await gql<{ bestProducts: { productNo: number }[] }>(BEST, { ...YEAR_2011, limit: 2 });
    expect(two.data!.bestProducts.map((p) => p.productNo)).toEqual([P.p3.no, P.p1.no]);
    expect(two.statements).toBe(res.statements);
  });

  it('add up an arbitrary range from its days and months, compared with as many days before', async () => {
    // 2011-03-05..09-20 is 200 days; the 200 days before are 2010-08-17..2011-03-04.
    const res = await gql<{ bestProducts: unknown[] }>(BEST, { from: '2011-03-05', to: '2011-09-20' });
    expect(res.statements).toBe(3);
    expect(res.data!.bestProducts).toEqual([
      { productNo: P.p3.no, name: '양말', pic: null, quantity: 5, revenue: 25_000, previousQuantity: 1 },
      { productNo: P.p1.no, name: '셔츠', pic: null, quantity: 2, revenue: 20_000, previousQuantity: 3 },
      { productNo: P.p2.no, name: '바지', pic: null, quantity: 1, revenue: 20_000, previousQuantity: 0 },
      { productNo: P.p4.no, name: '코트', pic: null, quantity: 1, revenue: 30_000, previousQuantity: 0 },
    ]);
  });

  it('read the all-time granule for a range holding every sale, the same as adding up its years', async () => {
    const quantities = async (from: string, to: string) =>
      (
        await gql<{ bestProducts: { productNo: number; quantity: number }[] }>(BEST, { from, to })
      ).data!.bestProducts.map((p) => [p.productNo, p.quantity]);
    const all = [
      [P.p1.no, 6],
      [P.p3.no, 6],
      [P.p2.no, 4],
      [P.big.no, 2],
      [P.p4.no, 1],
    ];
    expect(await quantities('2009-01-01', '2018-12-31')).toEqual(all);
    expect(await quantities('2010-01-01', '2012-12-31')).toEqual(all);
    // Without the first sale's day, the range is added up from its granules.
    expect(await quantities('2010-06-11', '2012-12-31')).toEqual([
      [P.p3.no, 6],
      [P.p1.no, 5],
      [P.p2.no, 4],
      [P.big.no, 2],
      [P.p4.no, 1],
    ]);
  });

  it('rank return rates (cancelled ÷ delivered + cancelled), then by that total, from minQuantity up', async () => {
    const res = await gql<{ returnRates: unknown[] }>(RATES, YEAR_2011);
    expect(res.statements).toBe(2);
    const row = (p: Product, returnRate: number, cancelledQuantity: number, deliveredQuantity: number) => ({
      productNo: p.no,
      name: p.name,
      returnRate,
      cancelledQuantity,
      deliveredQuantity,
      totalQuantity: cancelledQuantity + deliveredQuantity,
    });
    expect(res.data!.returnRates).toEqual([
      row(P.p4, 83.3, 5, 1),
      row(P.p1, 25, 1, 3),
      row(P.p3, 0, 0, 5),
      row(P.p2, 0, 0, 4),
    ]);
    const five = await gql<{ returnRates: { productNo: number }[] }>(RATES, { ...YEAR_2011, minQuantity: 5 });
    expect(five.data!.returnRates.map((r) => r.productNo)).toEqual([P.p4.no, P.p3.no]);
    const one = await gql<{ returnRates: { productNo: number }[] }>(RATES, { ...YEAR_2011, limit: 1 });
    expect(one.data!.returnRates.map((r) => r.productNo)).toEqual([P.p4.no]);
  });

  it('attribute sales to shows: each linked product once per show, by revenue, with the year before', async () => {
    const res = await gql<{ salesByShow: unknown[] }>(SHOWS, YEAR_2011);
    expect(res.statements).toBe(2);
    expect(res.data!.salesByShow).toEqual([
      {
        showNo: S.s1.no,
        title: '통계 드라마 1',
        pic: '/s1.png',
        quantity: 15,
        revenue: 160_000,
        previousRevenue: 10_000,
        products: 3,
      },
      {
        showNo: S.s2.no,
        title: '통계 드라마 2',
        pic: null,
        quantity: 6,
        revenue: 80_000,
        previousRevenue: 10_000,
        products: 2,
      },
    ]);
    const top = await gql<{ salesByShow: { showNo: number }[] }>(SHOWS, { ...YEAR_2011, limit: 1 });
    expect(top.data!.salesByShow.map((s) => s.showNo)).toEqual([S.s1.no]);
  });

  it('attribute sales to characters, once per character however many of its items link a product', async () => {
    const character = (c: Character, show: Show, quantity: number, revenue: number, previousRevenue: number) => ({
      characterNo: c.no,
      actorName: c.actorName,
      name: c.name,
      showNo: show.no,
      showTitle: show.title,
      quantity,
      revenue,
      previousRevenue,
    });
    const res = await gql<{ salesByCharacter: unknown[] }>(CHARACTERS, YEAR_2011);
    expect(res.statements).toBe(2);
    expect(res.data!.salesByCharacter).toEqual([
      character(S.c2, S.s1, 10, 110_000, 0),
      character(S.c1, S.s1, 11, 80_000, 10_000),
      character(S.c3, S.s2, 6, 80_000, 10_000),
    ]);
    const ofShow2 = await gql<{ salesByCharacter: unknown[] }>(CHARACTERS, { ...YEAR_2011, showNo: S.s2.no });
    expect(ofShow2.data!.salesByCharacter).toEqual([character(S.c3, S.s2, 6, 80_000, 10_000)]);
  });

  it('attribute sales to styles, filtered by show or character', async () => {
    const [st1, st2, st3, st4] = S.st as [Style, Style, Style, Style];
    const style = (s: Style, c: Character, show: Show, quantity: number, revenue: number, previousRevenue: number) => ({
      styleNo: s.no,
      pic: s.pic,
      characterNo: c.no,
      characterName: c.name,
      actorName: c.actorName,
      showTitle: show.title,
      quantity,
      revenue,
      previousRevenue,
    });
    const res = await gql<{ salesByStyle: unknown[] }>(STYLES, YEAR_2011);
    expect(res.statements).toBe(2);
    expect(res.data!.salesByStyle).toEqual([
      style(st3, S.c2, S.s1, 10, 110_000, 0),
      style(st1, S.c1, S.s1, 11, 80_000, 10_000),
      style(st4, S.c3, S.s2, 6, 80_000, 10_000),
      style(st2, S.c1, S.s1, 5, 50_000, 10_000),
    ]);
    const ofC1 = await gql<{ salesByStyle: { styleNo: number }[] }>(STYLES, { ...YEAR_2011, characterNo: S.c1.no });
    expect(ofC1.data!.salesByStyle.map((s) => s.styleNo)).toEqual([st1.no, st2.no]);
    const ofS2 = await gql<{ salesByStyle: { styleNo: number }[] }>(STYLES, { ...YEAR_2011, showNo: S.s2.no });
    expect(ofS2.data!.salesByStyle.map((s) => s.styleNo)).toEqual([st4.no]);
  });

  it('run the same number of statements whatever the range holds', async () => {
    const empty = { from: '2015-03-05', to: '2015-09-20' };
    const full = { from: '2011-03-05', to: '2011-09-20' };
    for (const query of EVERY_FIELD) {
      const a = await gql(query, { ...empty, limit: 50 });
      const b = await gql(query, { ...full, limit: 1 });
      expect(a.errors).toBeUndefined();
      expect([a.statements, b.statements], query).toEqual(query === SERIES ? [2, 2] : [3, 3]);
    }
  });
});
