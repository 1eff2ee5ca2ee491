import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../common/enums.js';
import { User } from '../../modules/user/user.entity.js';
import { makeProduct } from '../../test/fixtures.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { placeOrderAs } from '../../test/orders.js';
import { cached, gqlRead, shimRead } from '../../test/response-cache.js';

/** Two instances on one database: a write on A reaches B's cache through the database's notification. */
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  const env = { JWT_SECRET: randomBytes(32).toString('hex') };
  a = await startTestApp(env);
  b = await startTestApp(env, 0, a.database);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

/**
 * B has heard every change committed before the call: its listener received a marker notified after them. Freshness
 * across instances is promised within a second.
 */
async function heardOnB(): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('B did not hear the changes within a second')), 1000);
  });
  try {
    await Promise.race([b.app.cache!.catchUp(), late]);
  } finally {
    clearTimeout(timer);
  }
}

describe('the cache across instances', () => {
  it("drops B's answers once B hears of A's writes", async () => {
    const admin = await a.member({ role: Role.ADMIN });
    const member = await a.member();
    const p = await makeProduct(a.em(), { name: '인스턴스 전', stock: 9 });
    const onB = [gqlRead(b, `{ product(no: ${p.no}) { name stock } }`), shimRead(b, `/api/list/product/${p.no}`)];
    const history = gqlRead(b, '{ myOrders { content { no } } }', member.token);
    for (const read of onB) expect(await cached(read)).toContain('"stock":9');
    expect(await cached(history)).toBe('{"myOrders":{"content":[]}}');

    const orderNo = await placeOrderAs(a, member.token, [[p, 4]]);
    await heardOnB();
    for (const read of onB) expect((await read()).text).toContain('"stock":5');
    expect((await history()).text).toContain(String(orderNo));

    const edit = { name: '인스턴스 후', price: 10000, contents: '설명', category: 'TOP', stock: 5, discountRate: 0 };
    const res = await a.gql(
      'mutation ($no: Int!, $input: ProductInput!) { updateProduct(no: $no, input: $input) { no } }',
      { no: p.no, input: edit },
      admin.token,
    );
    expect(res.errors).toBeUndefined();
    await heardOnB();
    for (const read of onB) expect((await read()).text).toContain('인스턴스 후');
  });

  it("refuses on B a member's token or role changed on A once B heard of it", async () => {
    const p = await makeProduct(a.em());
    const buyer = await a.member();
    const orderNo = await placeOrderAs(a, buyer.token, [[p, 1]]);
    const history = gqlRead(b, '{ myOrders { content { no } } }', buyer.token);
    expect(await cached(history)).toContain(String(orderNo));
    const code = async (t: TestApp, query: string, token: string) =>
      (await t.gql(query, {}, token)).errors?.[0]?.extensions?.code;
    const input = {
      name: '테스트',
      tel: '010-1111-2222',
      zipcode: '04524',
      address: '서울특별시 중구 세종대로 110',
      currentPassword: 'pass1234!',
      newPassword: 'new34#$',
      newPasswordConfirm: 'new34#$',
    };
    const changed = await a.gql(
      'mutation ($input: AccountInput!) { updateMyAccount(input: $input) { no } }',
      { input },
      buyer.token,
    );
    expect(changed.errors).toBeUndefined();
    await heardOnB();
    expect(await code(b, '{ myOrders { content { no } } }', buyer.token)).toBe('UNAUTHENTICATED');

    const reader = await a.member({ role: Role.ADMIN });
    const order = `{ order(no: ${orderNo}) { no } }`;
    expect(await cached(gqlRead(b, order, reader.token))).toContain(String(orderNo));
    await a.em().nativeUpdate(User, { no: reader.user.no }, { role: Role.USER });
    await heardOnB();
    expect(await code(b, order, reader.token)).toBe('FORBIDDEN');
  });
});
