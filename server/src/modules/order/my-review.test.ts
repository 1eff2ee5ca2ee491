import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderState } from '../../common/enums.js';
import { MSG } from '../../common/messages.js';
import { makeProduct } from '../../test/fixtures.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { Order } from './order.entity.js';
import { OrderProduct } from './order-product.entity.js';
import type { User } from '../user/user.entity.js';
import { Product } from '../catalog/product.entity.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const WRITE =
  'mutation ($line: Int!, $input: ReviewInput!) { writeReview(orderProductNo: $line, input: $input) { no contents score } }';

/** An order line of the member in the given state. */
async function lineFor(user: User, state: OrderState, productFields: Partial<Product> = {}) {
  const em = t.em();
  const product = await makeProduct(em, productFields);
  const order = em.create(Order, { user: user.no, price: product.discountedPrice, state });
  const line = em.create(OrderProduct, { order, product, quantity: 1, price: product.discountedPrice });
  await em.flush();
  return { product, line };
}

const productOf = (no: number) => t.em().findOneOrFail(Product, { no });

describe('writing reviews', () => {
  it.each([
    [OrderState.RECEIVED, false],
    [OrderState.SHIPPING, false],
    [OrderState.CANCELLED, false],
    [OrderState.DELIVERED, true],
  ])('allows a review of a line in %s: %s', async (state, allowed) => {
    const { user, token } = await t.member();
    const { line } = await lineFor(user, state);
    const check = await t.rest('GET', `/api/review/check/${user.no}/${line.no}`, { token });
    expect(check.body).toEqual({ result: allowed });
    const res = await t.gql(WRITE, { line: line.no, input: { contents: '좋아요', score: 4 } }, token);
    if (allowed) expect(res.errors).toBeUndefined();
    else expect(res.errors?.[0]).toMatchObject({ message: MSG.review.notAllowed, extensions: { code: 'CONFLICT' } });
  });

  it("refuses a discontinued product, a second review and another member's line", async () => {
    const { user, token } = await t.member();
    const other = await t.member();
    const { line: off } = await lineFor(user, OrderState.DELIVERED, { available: false });
    expect(
      (await t.gql(WRITE, { line: off.no, input: { contents: '좋아요', score: 4 } }, token)).errors?.[0]?.message,
    ).toBe(MSG.review.notAllowed);
    const { line } = await lineFor(user, OrderState.DELIVERED);
    expect(
      (await t.gql(WRITE, { line: line.no, input: { contents: '남의 것', score: 1 } }, other.token)).errors?.[0]
        ?.message,
    ).toBe(MSG.review.notAllowed);
    const both = await Promise.all(
      [1, 2].map(() => t.gql(WRITE, { line: line.no, input: { contents: '두 번', score: 5 } }, token)),
    );
    expect(both.filter((r) => !r.errors)).toHaveLength(1);
    expect((await t.rest('GET', `/api/review/check/${user.no}/${line.no}`, { token: other.token })).status).toBe(403);
  });

  it.each([
    [{ contents: '   ', score: 3 }, MSG.review.contentsRequired],
    [{ contents: '가'.repeat(41), score: 3 }, MSG.review.contentsTooLong],
    [{ contents: '좋아요', score: 0 }, MSG.review.scoreRequired],
    [{ contents: '좋아요', score: 6 }, MSG.review.scoreRequired],
  ])('refuses %o with its message', async (input, message) => {
    const { user, token } = await t.member();
    const { line, product } = await lineFor(user, OrderState.DELIVERED);
    const res = await t.gql(WRITE, { line: line.no, input }, token);
    expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await productOf(product.no)).toMatchObject({ reviewCount: 0, scoreSum: 0 });
  });

  it('keeps the product score and count right through write, edit and delete', async () => {
    const { user, token } = await t.member();
    const { line, product } = await lineFor(user, OrderState.DELIVERED);
    const written = await t.gql<{ writeReview: { no: number } }>(
      WRITE,
      { line: line.no, input: { contents: '사이즈 딱 맞아요', score: 2 } },
      token,
    );
    const no = written.data!.writeReview.no;
    expect(await productOf(product.no)).toMatchObject({ reviewCount: 1, scoreSum: 2 });
    const edit = await t.gql(
      'mutation ($no: Int!) { updateReview(no: $no, input: { contents: "다시 보니 좋아요", score: 5 }) { score } }',
      { no },
      token,
    );
    expect(edit.errors).toBeUndefined();
    expect(await productOf(product.no)).toMatchObject({ reviewCount: 1, scoreSum: 5 });
    const other = await t.member();
    expect(
      (await t.gql('mutation ($no: Int!) { deleteReview(no: $no) }', { no }, other.token)).errors?.[0]?.extensions
        ?.code,
    ).toBe('FORBIDDEN');
    const del = await t.rest('DELETE', `/api/review/delete/${no}`, { token });
    expect(del).toMatchObject({ status: 200, body: { result: true } });
    expect(await productOf(product.no)).toMatchObject({ reviewCount: 0, scoreSum: 0 });
    expect((await t.rest('DELETE', `/api/review/delete/${no}`, { token })).status).toBe(404);
  });
});

describe('review shims', () => {
  async function multipart(method: string, path: string, token: string, dto: object, pic?: Buffer) {
    const form = new FormData();
    form.set('reviewDto', new Blob([JSON.stringify(dto)], { type: 'application/json' }));
    if (pic) form.set('pic', new Blob([pic], { type: 'image/png' }), 'pic.png');
    const res = await fetch(`${t.url}${path}`, { method, headers: { authorization: `Bearer ${token}` }, body: form });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  it('writes with a picture and edits through the multipart shims', async () => {
    const { user, token } = await t.member({ nickname: '멀티파트' });
    const { line, product } = await lineFor(user, OrderState.DELIVERED);
    const dto = {
      orderProductNo: line.no,
      userNo: user.no,
      contents: '사진 첨부',
      score: 4,
      productName: product.name,
    };
    const written = await multipart('POST', `/api/list/review/${line.no}`, token, dto, PNG);
    expect(written.status).toBe(200);
    expect(written.body).toMatchObject({
      contents: '사진 첨부',
      score: 4,
      userNickname: '멀티파트',
      productNo: product.no,
      pic: expect.stringMatching(/^\/uploads\/review\//),
    });
    const pic = written.body.pic as string;
    expect((await fetch(`${t.url}${pic}`)).status).toBe(200);

    const edited = await multipart('PUT', `/api/review/update/${written.body.no}`, token, {
      no: written.body.no,
      orderProductNo: line.no,
      contents: '수정함',
      score: 3,
    });
    expect(edited.body).toMatchObject({ contents: '수정함', score: 3, pic });

    const mine = await t.rest('GET', `/api/mypage/review/${user.no}?page=0&size=5`, { token });
    expect(mine.body).toMatchObject({ reviews: { totalPages: 1, content: [{ contents: '수정함' }] } });
    const detail = await t.rest('GET', `/api/mypage/review/detail/${written.body.no}`, { token });
    expect(detail.body).toMatchObject({ no: written.body.no, productName: product.name });
  });

  it('refuses a bad picture, a bad JSON part and another member', async () => {
    const { user, token } = await t.member();
    const other = await t.member();
    const { line } = await lineFor(user, OrderState.DELIVERED);
    const dto = { orderProductNo: line.no, userNo: user.no, contents: '좋아요', score: 4 };
    expect(
      (await multipart('POST', `/api/list/review/${line.no}`, token, dto, Buffer.from('not an image'))).body,
    ).toMatchObject({ message: MSG.upload.badType });
    expect((await multipart('POST', `/api/list/review/${line.no}`, other.token, dto)).status).toBe(403);
    expect((await t.rest('GET', `/api/mypage/review/${user.no}`, { token: other.token })).status).toBe(403);
    const form = new FormData();
    form.set('reviewDto', '{not json');
    const bad = await fetch(`${t.url}/api/list/review/${line.no}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(bad.status).toBe(400);
    expect(await t.em().count('Review', { orderProduct: line.no })).toBe(0);
  });
});
