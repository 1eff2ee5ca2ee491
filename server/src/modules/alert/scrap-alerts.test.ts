import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages.js';
import { countStatementsIn } from '../../common/sql-counter.js';
import { makeProduct } from '../../test/fixtures.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { collect, settle, waitFor, type Received, openedClients } from '../../test/ws.js';
import { Product } from '../catalog/product.entity.js';
import { Scrap } from '../member/scrap.entity.js';
import { Character } from '../show/character.entity.js';
import { Item } from '../show/item.entity.js';
import { Show } from '../show/show.entity.js';
import { Style } from '../show/style.entity.js';
import { User } from '../user/user.entity.js';
import { Alert } from './alert.entity.js';

let t: TestApp;
const sockets = openedClients();
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await sockets.closeAll();
  await t.close();
});

type Live = Received<{ alertReceived: { no: number; content: string; category: string; path: string } }>;
const ALERTS = 'subscription { alertReceived { no content category path isRead } }';

async function listener() {
  const member = await t.member();
  const client = await sockets.open(t.url, member.token);
  return { ...member, live: collect(client, ALERTS) as Live };
}
type Listener = Awaited<ReturnType<typeof listener>>;

let showSeq = 0;

/**
 * A show whose characters A and B wear the product (A in two styles, with the same item), C wears another; fan
 * scrapped A and B, bFan B, cFan C, gone A (then left), plain nothing. All but gone listen live.
 */
async function world(productFields: Partial<Product> = {}) {
  const em = t.em();
  const product = await makeProduct(em, { name: '트렌치코트', price: 10000, stock: 0, ...productFields });
  const elsewhere = await makeProduct(em, { name: '모자' });
  showSeq += 1;
  const show = em.create(Show, { title: `스크랩 드라마 ${showSeq}`, pic: '/uploads/show.svg' });
  const [a, b, c] = ['가', '나', '다'].map((n) =>
    em.create(Character, { show, actorName: `배우${n}`, name: `${n} 역` }),
  );
  const coat = em.create(Item, { name: '코트', pic: '/uploads/item.svg', product });
  const style = (character: Character, item: Item) => {
    const s = em.create(Style, { character, pic: '/uploads/style.svg' });
    s.items.add(item);
  };
  style(a!, coat);
  style(a!, coat);
  style(b!, em.create(Item, { name: '같은 코트', pic: '/uploads/item.svg', product }));
  style(c!, em.create(Item, { name: '모자', pic: '/uploads/item.svg', product: elsewhere }));
  await em.flush();

  const [fan, bFan, cFan, plain] = await Promise.all([listener(), listener(), listener(), listener()]);
  const gone = await t.member();
  for (const [m, characters] of [
    [fan!, [a, b]],
    [bFan!, [b]],
    [cFan!, [c]],
    [gone, [a]],
  ] as const) {
    for (const character of characters) em.create(Scrap, { user: m.user.no, character: character!.no });
  }
  await em.flush();
  await em.nativeUpdate(User, { no: gone.user.no }, { withdrawnAt: new Date() });
  await settle();
  return { product, show, a: a!, b: b!, c: c!, fan: fan!, bFan: bFan!, cFan: cFan!, plain: plain!, gone };
}

const contents = async (userNo: number) =>
  (await t.em().find(Alert, { user: userNo }, { orderBy: { no: 'asc' } })).map((x) => x.content);
const quiet = () => new Promise((r) => setTimeout(r, 150));
const liveContents = (m: Listener) => m.live.got.map((e) => e.data!.alertReceived.content);
const publish = {
  restocked: (productNo: number) => t.app.services.events.publish('product.restocked', { productNo }),
  dropped: (productNo: number, from: number, to: number) =>
    t.app.services.events.publish('product.priceDropped', { productNo, from, to }),
  style: (styleNo: number, characterNo: number) =>
    t.app.services.events.publish('style.created', { styleNo, characterNo }),
};

describe('scrap alerts', () => {
  it('tells the scrappers of a character wearing a product that the member’s cancel restocked, once each', async () => {
    const w = await world({ stock: 1 });
    const buyer = await t.member();
    const item = { productNo: w.product.no, quantity: 1, resultPrice: 10000 };
    const placed = await t.rest('POST', '/api/order', {
      token: buyer.token,
      body: { items: [item], totalAmount: 10000 },
    });
    const { orderNo } = placed.body as { orderNo: number };
    expect(await contents(w.fan.user.no)).toEqual([]);

    expect((await t.rest('DELETE', `/api/cancel/${orderNo}`, { token: buyer.token })).status).toBe(200);
    const text = MSG.scrapAlert.restocked('트렌치코트');
    await waitFor(() => w.fan.live.got.length === 1 && w.bFan.live.got.length === 1);
    expect(w.fan.live.got[0]!.data!.alertReceived).toMatchObject({
      content: text,
      category: 'PROMOTION',
      path: `/user/shop/productlist/detail/${w.product.no}`,
    });
    await publish.restocked(w.product.no);
    await quiet();
    expect(liveContents(w.fan)).toEqual([text]);
    expect(liveContents(w.bFan)).toEqual([text]);
    for (const m of [w.cFan, w.plain]) expect(m.live.got).toHaveLength(0);
    expect(await contents(w.fan.user.no)).toEqual([text]);
    expect(await contents(w.gone.user.no)).toEqual([]);
    expect(await contents(buyer.user.no)).not.toContain(text);
  });

  it('stays silent for a cancel that leaves stock that was there, and for a product sold out or off sale', async () => {
    const w = await world({ stock: 3 });
    const buyer = await t.member();
    const item = { productNo: w.product.no, quantity: 1, resultPrice: 10000 };
    const placed = await t.rest('POST', '/api/order', {
      token: buyer.token,
      body: { items: [item], totalAmount: 10000 },
    });
    await t.rest('DELETE', `/api/cancel/${(placed.body as { orderNo: number }).orderNo}`, { token: buyer.token });
    await t.em().nativeUpdate(Product, { no: w.product.no }, { stock: 0 });
    await publish.restocked(w.product.no);
    await t.em().nativeUpdate(Product, { no: w.product.no }, { stock: 2, available: false });
    await publish.restocked(w.product.no);
    await quiet();
    expect(await contents(w.fan.user.no)).toEqual([]);
    expect(w.fan.live.got).toHaveLength(0);
  });

  it('tells the same members of a lower price, once per drop, and nothing of a rise or a stale drop', async () => {
    const w = await world({ stock: 5 });
    await t.em().nativeUpdate(Product, { no: w.product.no }, { discountRate: 10 });
    await publish.dropped(w.product.no, 10000, 9000);
    await publish.dropped(w.product.no, 10000, 9000);
    await publish.dropped(w.product.no, 9000, 9500);
    await publish.dropped(w.product.no, 10000, 8000);
    const text = MSG.scrapAlert.priceDropped('트렌치코트', 10000, 9000);
    await waitFor(() => w.fan.live.got.length === 1 && w.bFan.live.got.length === 1);
    await quiet();
    expect(liveContents(w.fan)).toEqual([text]);
    expect(liveContents(w.bFan)).toEqual([text]);
    expect(text).toContain('10,000원에서 9,000원으로');
    for (const m of [w.cFan, w.plain]) expect(m.live.got).toHaveLength(0);
    expect(await contents(w.bFan.user.no)).toEqual([text]);
  });

  it('tells the scrappers of a character of its new style, leading to the show page on that character', async () => {
    const w = await world();
    const em = t.em();
    const style = em.create(Style, { character: w.a.no, pic: '/uploads/new-style.svg' });
    await em.flush();
    await publish.style(style.no, w.a.no);
    await publish.style(style.no, w.a.no);
    await publish.style(style.no, w.b.no);
    const text = MSG.scrapAlert.newStyle('가 역', '배우가');
    await waitFor(() => w.fan.live.got.length === 1);
    await quiet();
    expect(w.fan.live.got[0]!.data!.alertReceived).toMatchObject({
      content: text,
      category: 'PROMOTION',
      path: `/user/main/sub/${w.show.no}?character=${w.a.no}`,
    });
    for (const m of [w.bFan, w.cFan, w.plain]) expect(m.live.got).toHaveLength(0);
    expect(await contents(w.fan.user.no)).toEqual([text]);
    expect(await contents(w.gone.user.no)).toEqual([]);
  });

  it('runs the same statements for one scrapper as for many', async () => {
    const w = await world({ stock: 1 });
    const em = t.em();
    const [few, many] = [
      em.create(Style, { character: w.c.no, pic: '/s.svg' }),
      em.create(Style, { character: w.b.no, pic: '/s.svg' }),
    ];
    await em.flush();
    const more = await Promise.all(Array.from({ length: 6 }, () => t.member()));
    for (const m of more) em.create(Scrap, { user: m.user.no, character: w.b.no });
    await em.flush();

    const statements = async (run: () => Promise<void>) => {
      const { result, counter } = countStatementsIn(run);
      await result;
      return counter.count;
    };
    const one = await statements(() => publish.style(few!.no, w.c.no));
    expect(await statements(() => publish.style(many!.no, w.b.no))).toBe(one);
    expect(await t.em().count(Alert, { content: MSG.scrapAlert.newStyle('나 역', '배우나') })).toBe(8);
    expect(one).toBe(2);
  });
});
