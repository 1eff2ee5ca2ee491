import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderState, Role } from '../common/enums.js';
import { MSG } from '../common/messages.js';
import { Alert } from '../modules/alert/alert.entity.js';
import { Order } from '../modules/order/order.entity.js';
import { OrderProduct } from '../modules/order/order-product.entity.js';
import { makeProduct } from '../test/fixtures.js';
import { startTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

/** A request with a body written by hand (JSON.stringify cannot write a `__proto__` key). */
async function send(method: string, path: string, body: string, token?: string, type = 'application/json') {
  const res = await fetch(`${t.url}${path}`, {
    method,
    headers: { 'content-type': type, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body,
  });
  const text = await res.text();
  return {
    status: res.status,
    text,
    body: (text.startsWith('{') ? JSON.parse(text) : text) as Record<string, unknown>,
  };
}

const count = async (entity: typeof Order | typeof Alert) => t.em().count(entity, {});

describe('prototype keys and empty orders', () => {
  it('refuses a __proto__ key in a JSON body and creates nothing', async () => {
    const { user, token } = await t.member();
    const raw = `{"__proto__":{"x":1},"userNo":${user.no},"items":[],"totalAmount":0}`;
    const res = await send('POST', '/api/order', raw, token);
    expect(res.status).toBe(400);
    expect(await count(Order)).toBe(0);
    expect(await count(Alert)).toBe(0);
  });

  it('refuses an empty order in the service, whatever the transport', async () => {
    const { token } = await t.member();
    const res = await t.gql('mutation { placeOrder(input: { items: [], totalAmount: 0 }) { no } }', {}, token);
    expect(res.errors?.[0]?.message).toBe(MSG.order.empty);
    expect(await count(Order)).toBe(0);
  });

  it('answers a negative quantity with 400, not the database’s refusal', async () => {
    const { token } = await t.member();
    const product = await makeProduct(t.em());
    const body = { items: [{ productNo: product.no, quantity: -3, resultPrice: -27000 }], totalAmount: -27000 };
    const res = await t.rest('POST', '/api/order', { token, body });
    expect(res).toMatchObject({ status: 400, body: { message: MSG.order.badQuantity } });
  });
});

describe('no 5xx for bad input', () => {
  it.each([['"1"'], ['true'], ['{"no":1}'], ['1.5'], ['99999999999']])('couponNo %s → 400', async (coupon) => {
    const { user, token } = await t.member();
    const product = await makeProduct(t.em());
    const raw = `{"userNo":${user.no},"items":[{"productNo":${product.no},"quantity":1,"resultPrice":10000}],"totalAmount":10000,"couponNo":${coupon}}`;
    expect((await send('POST', '/api/order', raw, token)).status).toBe(400);
    expect(await count(Order)).toBe(0);
  });

  it('answers NUL in an id with 400 over REST and a clear error over GraphQL', async () => {
    expect((await t.rest('GET', '/api/user/auth/check?id=a%00b')).status).toBe(400);
    const login = await send('POST', '/api/user/auth/login', '{"id":"a\\u0000b","pwd":"x"}');
    expect(login.status).toBe(400);
    const gql = await t.gql('mutation { login(id: "a\\u0000bcd", pwd: "x") { token } }');
    expect(gql.errors?.[0]?.extensions?.code).not.toBe('INTERNAL_SERVER_ERROR');
    expect(gql.status).toBeLessThan(500);
  });

  it('answers an object as a password with 400', async () => {
    const { user, token } = await t.member();
    const body = { tel: '010-1234-5678', zipcode: '06236', address: '서울', pwd: { $gt: '' }, pwd_chk: 'x' };
    expect((await t.rest('PUT', `/api/user/update/${user.no}`, { token, body })).status).toBe(400);
  });

  it('answers multipart with a boundary and no parts with 400', async () => {
    const { token } = await t.member();
    const res = await send('POST', '/api/list/review/1', '--xyz--\r\n', token, 'multipart/form-data; boundary=xyz');
    expect(res.status).toBe(400);
  });

  it('answers unknown keys with 400 and says which, in the field and the message', async () => {
    const { user, token } = await t.member();
    const named = (key: string) => ({
      status: 400,
      body: { code: 'BAD_USER_INPUT', field: key, key: 'common.unknownField', message: MSG.common.unknownField(key) },
    });
    const body = { characterNo: 1, userNo: user.no, x: 1 };
    expect(await t.rest('POST', '/api/main/scrap', { token, body })).toMatchObject(named('x'));
    // In a query, past a route's own message for a bad value, and inside a list's item.
    expect(await t.rest('GET', `/api/user/passwordCheck?no=${user.no}&zz=1`, { token })).toMatchObject(named('zz'));
    expect(await t.rest('POST', '/api/user/auth/login', { body: { id: 'a', pwd: 'b', remember: true } })).toMatchObject(
      named('remember'),
    );
    const product = await makeProduct(t.em());
    const order = { userNo: user.no, items: [{ productNo: product.no, quantity: 1, resultPrice: 1, color: 'red' }] };
    expect(await t.rest('POST', '/api/order', { token, body: { ...order, totalAmount: 1 } })).toMatchObject(
      named('items.0.color'),
    );
    expect(await count(Order)).toBe(0);
  });

  it('names a few unknown keys, each shortened, however many are sent', async () => {
    const keys = Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`${'k'.repeat(100)}${i}`, i]));
    const res = await t.rest('POST', '/api/user/auth/login', { body: { id: 'a', pwd: 'b', ...keys } });
    const shown = `${'k'.repeat(60)}…`;
    expect(res).toMatchObject({ status: 400, body: { field: shown } });
    expect((res.body as { message: string }).message).toBe(
      MSG.common.unknownField(`${[1, 2, 3, 4, 5].map(() => shown).join(', ')}, …`),
    );
  });

  it('leaves an unknown field of a GraphQL input to graphql, whose error names it', async () => {
    const { token } = await t.member();
    const res = await t.gql(
      'mutation ($input: AccountInput!) { updateMyAccount(input: $input) { tel } }',
      { input: { tel: '010-1111-2222', zipcode: '06236', address: '서울', zz: 1 } },
      token,
    );
    expect(res.errors?.[0]).toMatchObject({
      message: expect.stringContaining('"zz"'),
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('identity comes from the token', () => {
  it('refuses a review the admin signs as a member', async () => {
    const { user: member } = await t.member();
    const { token: adminToken } = await t.member({ role: Role.ADMIN });
    const product = await makeProduct(t.em());
    const em = t.em();
    const order = em.create(Order, { user: member.no, price: 9000, state: OrderState.DELIVERED });
    const line = em.create(OrderProduct, { order, product: product.no, quantity: 1, price: 9000 });
    await em.flush();
    const form = new FormData();
    form.set('reviewDto', JSON.stringify({ userNo: member.no, contents: '대신 씀', score: 5 }));
    const res = await fetch(`${t.url}/api/list/review/${line.no}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}` },
      body: form,
    });
    expect(res.status).toBe(403);
  });
});

describe('errors show no internals', () => {
  it('answers a code, a message and the request id; no stack trace, no suggestions', async () => {
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'req-123' },
      body: JSON.stringify({ query: '{ showz { no } }' }),
    });
    const body = (await res.json()) as { errors: { message: string; extensions: Record<string, unknown> }[] };
    const [error] = body.errors;
    expect(error!.message).not.toMatch(/Did you mean/);
    expect(error!.extensions).toEqual({ code: 'GRAPHQL_VALIDATION_FAILED', requestId: 'req-123' });
    expect(JSON.stringify(body)).not.toMatch(/stacktrace|\/work\/|node_modules|\.ts:/);
  });

  it('answers REST errors with the request id too', async () => {
    const res = await t.rest('GET', '/api/list/product/abc');
    expect(res).toMatchObject({ status: 400, body: { code: 'BAD_USER_INPUT', requestId: expect.any(String) } });
  });
});
