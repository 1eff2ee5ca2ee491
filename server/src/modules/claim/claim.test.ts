import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages.js';
import { OrderState, Role } from '../../common/enums.js';
import { addOptions, giveCoupon, makeProduct } from '../../test/fixtures.js';
import { startTestApp, type GqlResult, type TestApp } from '../../test/harness.js';
import { lockWaits } from '../../test/locks.js';
import { recoveryNow } from '../../test/outbox.js';
import { changeOrderState, orderIn, placeOrderAs } from '../../test/orders.js';
import { startTestSmtp, type TestSmtp } from '../../test/smtp.js';
import { Alert } from '../alert/alert.entity.js';
import { AuditEntry, AuditSubject } from '../audit/audit-entry.entity.js';
import { ClaimState } from './claim.entity.js';
import { ProductOption } from '../catalog/product-option.entity.js';
import { Product } from '../catalog/product.entity.js';
import { OrderProduct } from '../order/order-product.entity.js';
import { CouponUser } from '../promotion/coupon-user.entity.js';
import type { User } from '../user/user.entity.js';

let t: TestApp;
let smtp: TestSmtp;
let admin: string;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await startTestApp({ SMTP_URL: smtp.url });
  admin = (await t.member({ role: Role.ADMIN })).token;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const CLAIM_FIELDS = `no orderNo type reason text state rejectReason refundAmount photos optionLabel
  line { no quantity price product { no name } } history { state byAdmin note date }`;
const REQUEST = `mutation ($input: ClaimInput!) { requestClaim(input: $input) { ${CLAIM_FIELDS} } }`;
const decide = (name: string, extra = '') =>
  `mutation ($no: Int!${extra ? ', $reason: String!' : ''}) { ${name}(no: $no${extra}) { ${CLAIM_FIELDS} } }`;
const APPROVE = decide('approveClaim');
const REJECT = decide('rejectClaim', ', reason: $reason');
const RECEIVE = decide('receiveClaim');
const SEND = decide('sendExchange');

interface ClaimView {
  no: number;
  state: string;
  refundAmount: number | null;
  photos: string[];
  optionLabel: string | null;
  history: { state: string; byAdmin: boolean; note: string | null }[];
}

/** A delivered order of the member with one line per product (quantity each), optionally with a coupon. */
async function delivered(token: string, items: [Product, number][], coupon?: { no: number; rate: number }) {
  const no = await placeOrderAs(t, token, items, coupon);
  const moved = await changeOrderState(t, admin, no, OrderState.DELIVERED);
  if (moved.errors) throw new Error(JSON.stringify(moved.errors));
  const lines = await t.em().find(OrderProduct, { order: no }, { orderBy: { no: 'asc' } });
  return { no, lines };
}

/** The member's request through the multipart shim, with photos. */
async function requestByRest(token: string, claim: object, photos = 0) {
  const form = new FormData();
  form.set('claim', new Blob([JSON.stringify(claim)], { type: 'application/json' }));
  for (let i = 0; i < photos; i++) form.append('photos', new Blob([PNG], { type: 'image/png' }), `p${i}.png`);
  const res = await fetch(`${t.url}/api/claims`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const request = (token: string, input: Record<string, unknown>) =>
  t.gql<{ requestClaim: ClaimView }>(REQUEST, { input }, token);
const codeOf = (res: { errors?: { extensions?: { code?: string } }[] }) => res.errors?.[0]?.extensions?.code;
const stockOf = async (no: number) => (await t.em().findOneOrFail(Product, { no })).stock;

describe('a member asks to return a delivered line', () => {
  it('with photos over REST, once, only their own, only within the window', async () => {
    const { user, token } = await t.member();
    const p = await makeProduct(t.em(), { stock: 10 });
    const { no, lines } = await delivered(token, [[p, 1]]);
    const line = lines[0]!.no;

    expect(codeOf(await request('', { orderProductNo: line, type: 'RETURN', reason: 'SIZE' }))).toBe('UNAUTHENTICATED');
    const other = await t.member();
    expect(codeOf(await request(other.token, { orderProductNo: line, type: 'RETURN', reason: 'SIZE' }))).toBe(
      'FORBIDDEN',
    );
    // A strict schema: an exchange names its option, unknown keys and a fourth photo are refused.
    expect(codeOf(await request(token, { orderProductNo: line, type: 'EXCHANGE', reason: 'SIZE' }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(codeOf(await request(token, { orderProductNo: line, type: 'RETURN', reason: 'SIZE', userNo: 1 }))).toBe(
      'BAD_USER_INPUT',
    );
    const four = await requestByRest(token, { orderProductNo: line, type: 'RETURN', reason: 'SIZE' }, 4);
    expect(four.status).toBe(400);

    const made = await requestByRest(
      token,
      { orderProductNo: line, type: 'RETURN', reason: 'DEFECT', text: '찢어짐' },
      2,
    );
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({
      orderNo: no,
      orderProductNo: line,
      type: 'RETURN',
      typeName: '반품',
      reasonName: MSG.claim.reasons.DEFECT,
      state: 'REQUESTED',
      stateName: '요청',
      text: '찢어짐',
      history: [{ state: 'REQUESTED', byAdmin: false }],
    });
    const photos = made.body.photos as string[];
    expect(photos).toHaveLength(2);
    expect((await fetch(`${t.url}${photos[0]}`)).status).toBe(200);

    const again = await request(token, { orderProductNo: line, type: 'RETURN', reason: 'SIZE' });
    expect(again.errors?.[0]).toMatchObject({ message: MSG.claim.alreadyOpen, extensions: { code: 'CONFLICT' } });
    const alert = await t.em().findOneOrFail(Alert, { user: user.no, eventKey: `claim:${made.body.no}:REQUESTED` });
    expect(alert.content).toBe(MSG.claim.alert(no, '반품', '요청'));
    expect((await smtp.lastTo(user.email!)).subject).toBe('[Scene Shop] 반품 신청 요청 안내');

    // Eight days after 배송완료 the window (7 days by default) has closed; an order not delivered has none.
    const late = await delivered(token, [[p, 1]]);
    await t.em().execute(`update orders set delivered_at = now() - interval '8 days' where no = ?`, [late.no]);
    const closed = await request(token, { orderProductNo: late.lines[0]!.no, type: 'RETURN', reason: 'SIZE' });
    expect(closed.errors?.[0]).toMatchObject({ message: MSG.claim.notAllowed(7), extensions: { code: 'CONFLICT' } });
    const shipping = await orderIn(t, token, admin, OrderState.SHIPPING, [[p, 1]]);
    const shippingLine = (await t.em().findOneOrFail(OrderProduct, { order: shipping })).no;
    expect(codeOf(await request(token, { orderProductNo: shippingLine, type: 'RETURN', reason: 'SIZE' }))).toBe(
      'CONFLICT',
    );
  });
});

describe('the console decides', () => {
  it('approves once when two admins approve at once, receives, refunds net of the coupon share', async () => {
    const { user, token } = await t.member();
    const a = await makeProduct(t.em(), { price: 10000, stock: 5 });
    const b = await makeProduct(t.em(), { price: 20000, stock: 5 });
    const coupon = await giveCoupon(t.em(), user, 10);
    const { no, lines } = await delivered(
      token,
      [
        [a, 1],
        [b, 1],
      ],
      { no: coupon.no, rate: 10 },
    );
    const claim = (await request(token, { orderProductNo: lines[0]!.no, type: 'RETURN', reason: 'CHANGED_MIND' })).data!
      .requestClaim;

    const member = await t.gql(APPROVE, { no: claim.no }, token);
    expect(codeOf(member)).toBe('FORBIDDEN');
    const both = await Promise.all([t.gql(APPROVE, { no: claim.no }, admin), t.gql(APPROVE, { no: claim.no }, admin)]);
    expect(both.filter((r) => r.data).length).toBe(1);
    expect(codeOf(both.find((r) => r.errors)!)).toBe('CONFLICT');

    const stockBefore = await stockOf(a.no);
    const received = await t.gql<{ receiveClaim: ClaimView }>(RECEIVE, { no: claim.no }, admin);
    // 30,000 won less the 10% coupon (3,000): the 10,000 won line carries 1,000 of it.
    expect(received.data!.receiveClaim).toMatchObject({ state: 'REFUNDED', refundAmount: 9000 });
    expect(received.data!.receiveClaim.history.map((h) => h.state)).toEqual([
      'REQUESTED',
      'APPROVED',
      'RECEIVED',
      'REFUNDED',
    ]);
    expect(await stockOf(a.no)).toBe(stockBefore + 1);
    expect(codeOf(await t.gql(RECEIVE, { no: claim.no }, admin))).toBe('CONFLICT');
    // One line of two returned: the coupon stays used.
    expect((await t.em().findOneOrFail(CouponUser, { user: user.no })).isUsed).toBe(true);

    const audit = await t.em().find(AuditEntry, { subject: AuditSubject.CLAIM, subjectNo: claim.no });
    expect(audit.map((e) => e.action).sort()).toEqual(['approve', 'receive', 'refund']);
    expect(audit.find((e) => e.action === 'receive')!.after).toMatchObject({ refundAmount: 9000 });
    expect((await smtp.lastTo(user.email!)).text).toContain('9,000원');

    // The second line returned too: the whole order is back, and so is the coupon; the refunds add up to the price.
    const second = (await request(token, { orderProductNo: lines[1]!.no, type: 'RETURN', reason: 'SIZE' })).data!
      .requestClaim;
    await t.gql(APPROVE, { no: second.no }, admin);
    const all = await t.gql<{ receiveClaim: ClaimView }>(RECEIVE, { no: second.no }, admin);
    expect(all.data!.receiveClaim.refundAmount).toBe(18000);
    expect((await t.em().findOneOrFail(CouponUser, { user: user.no })).isUsed).toBe(false);

    // The admin may not cancel the order now: its units came back already.
    const cancel = await changeOrderState(t, admin, no, OrderState.CANCELLED);
    expect(cancel.errors?.[0]).toMatchObject({ message: MSG.claim.blocksCancel });
    expect(await stockOf(a.no)).toBe(stockBefore + 1);
  });

  it('rejects with a reason the member reads, after which the line may be asked again', async () => {
    const { user, token } = await t.member();
    const p = await makeProduct(t.em());
    const { lines } = await delivered(token, [[p, 1]]);
    const claim = (await request(token, { orderProductNo: lines[0]!.no, type: 'RETURN', reason: 'SIZE' })).data!
      .requestClaim;
    const blank = await t.gql(REJECT, { no: claim.no, reason: '  ' }, admin);
    expect(blank.errors?.[0]?.message).toBe(MSG.claim.rejectReasonRequired);
    const rejected = await t.gql<{ rejectClaim: ClaimView }>(REJECT, { no: claim.no, reason: '착용 흔적' }, admin);
    expect(rejected.data!.rejectClaim).toMatchObject({
      state: 'REJECTED',
      history: [{ state: 'REQUESTED' }, { state: 'REJECTED', byAdmin: true, note: '착용 흔적' }],
    });
    expect((await smtp.lastTo(user.email!)).text).toContain('거절 사유: 착용 흔적');
    expect(codeOf(await t.gql(APPROVE, { no: claim.no }, admin))).toBe('CONFLICT');
    expect((await request(token, { orderProductNo: lines[0]!.no, type: 'RETURN', reason: 'SIZE' })).data).toBeTruthy();
    // A return under way keeps the member from leaving.
    expect((await t.gql<{ canWithdraw: boolean }>('query { canWithdraw }', {}, token)).data!.canWithdraw).toBe(false);
  });

  it('exchanges a size: the old one back on receipt, the new one taken when sent', async () => {
    const { token } = await t.member();
    const p = await makeProduct(t.em(), { stock: 10 });
    const { lines } = await delivered(token, [[p, 1]]);
    const em = t.em();
    // One statement each: the first option's stock replaces the product's own (the options' trigger).
    const m = em.create(ProductOption, { product: p.no, size: 'M', stock: 3 });
    await em.flush();
    const l = em.create(ProductOption, { product: p.no, size: 'L', stock: 2 });
    await em.flush();
    await em.execute(`update order_product set option_no = ?, option_label = 'M' where no = ?`, [m.no, lines[0]!.no]);
    const line = lines[0]!.no;
    const offered = await t.gql<{ exchangeOptions: { size: string }[] }>(
      'query ($line: Int!) { exchangeOptions(orderProductNo: $line) { no size stock } }',
      { line },
      token,
    );
    expect(offered.data!.exchangeOptions.map((o) => o.size)).toEqual(['L']);
    const stranger = (await t.member()).token;
    const refused = await t.gql(
      'query ($line: Int!) { exchangeOptions(orderProductNo: $line) { no } }',
      { line },
      stranger,
    );
    expect(codeOf(refused)).toBe('FORBIDDEN');
    expect(
      codeOf(await request(token, { orderProductNo: line, type: 'EXCHANGE', reason: 'SIZE', optionNo: m.no })),
    ).toBe('BAD_USER_INPUT');
    const claim = (await request(token, { orderProductNo: line, type: 'EXCHANGE', reason: 'SIZE', optionNo: l.no }))
      .data!.requestClaim;
    expect(claim.optionLabel).toBe('L');
    await t.gql(APPROVE, { no: claim.no }, admin);
    const received = await t.gql<{ receiveClaim: ClaimView }>(RECEIVE, { no: claim.no }, admin);
    expect(received.data!.receiveClaim).toMatchObject({ state: 'RECEIVED', refundAmount: null });
    const option = async (no: number) => (await t.em().findOneOrFail(ProductOption, { no })).stock;
    expect([await option(m.no), await option(l.no), await stockOf(p.no)]).toEqual([4, 2, 6]);
    const sent = await t.gql<{ sendExchange: ClaimView }>(SEND, { no: claim.no }, admin);
    expect(sent.data!.sendExchange.state).toBe('EXCHANGE_SENT');
    expect([await option(m.no), await option(l.no), await stockOf(p.no)]).toEqual([4, 1, 5]);
  });
});

describe('receiving a returned size while a member orders it', () => {
  it('waits for the order holding the size instead of deadlocking with it', async () => {
    const { token } = await t.member();
    const p = await makeProduct(t.em(), { stock: 0 });
    const [m] = await addOptions(t.em(), p.no, [{ size: 'M', stock: 5 }]);
    const { lines } = await delivered(token, [[p, 1]]);
    const claim = (await request(token, { orderProductNo: lines[0]!.no, type: 'RETURN', reason: 'SIZE' })).data!
      .requestClaim;
    expect((await t.gql(APPROVE, { no: claim.no }, admin)).errors).toBeUndefined();

    let received: Promise<GqlResult<{ receiveClaim: ClaimView }>> | undefined;
    // An order between its two steps (order.service takeOptionStock): it holds the size's row, and taking its
    // units moves the product's row next, through the stock trigger.
    await t.em().transactional(async (tem) => {
      await tem.execute('select no from product_option where no = ? for update', [m]);
      received = t.gql<{ receiveClaim: ClaimView }>(RECEIVE, { no: claim.no }, admin);
      await expect.poll(() => lockWaits(t), { timeout: 60_000, interval: 20 }).toBeGreaterThan(0);
      await tem.execute('update product_option set stock = stock - 1 where no = ? and stock >= 1', [m]);
    });
    const answer = await received!;
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.receiveClaim.state).toBe('REFUNDED');
    // 5, one delivered, one back from the return, one to the order that held it.
    expect((await t.em().findOneOrFail(ProductOption, { no: m! })).stock).toBe(4);
    expect(await stockOf(p.no)).toBe(4);
  });
});

describe('the lists', () => {
  const MINE = `query { myClaims(size: 20) { totalElements content { ${CLAIM_FIELDS} } } }`;
  const ADMIN = `query ($filter: AdminClaimFilter) { adminClaims(filter: $filter, size: 20) {
    totalElements content { ${CLAIM_FIELDS} ordererName } } }`;

  async function claimsOf(user: User, token: string, count: number) {
    const products = await Promise.all(Array.from({ length: count }, () => makeProduct(t.em())));
    const { no, lines } = await delivered(
      token,
      products.map((p) => [p, 1] as [Product, number]),
    );
    for (const line of lines) await request(token, { orderProductNo: line.no, type: 'RETURN', reason: 'SIZE' });
    return { user, no };
  }

  it("answer in the same number of statements for one claim as for many, the member's own only", async () => {
    const one = await t.member();
    const many = await t.member();
    const singleOrder = await claimsOf(one.user, one.token, 1);
    const { no } = await claimsOf(many.user, many.token, 3);
    const single = await t.gql<{ myClaims: { totalElements: number } }>(MINE, {}, one.token);
    const page = await t.gql<{ myClaims: { totalElements: number } }>(MINE, {}, many.token);
    expect([single.data!.myClaims.totalElements, page.data!.myClaims.totalElements]).toEqual([1, 3]);
    expect(page.statements).toBe(single.statements);

    const byOrder = await t.gql<{ adminClaims: { totalElements: number } }>(ADMIN, { filter: { orderNo: no } }, admin);
    const oneOrder = await t.gql(ADMIN, { filter: { orderNo: singleOrder.no, type: 'RETURN' } }, admin);
    expect(byOrder.data!.adminClaims.totalElements).toBe(3);
    expect(codeOf(await t.gql(ADMIN, {}, many.token))).toBe('FORBIDDEN');
    expect(oneOrder.statements).toBe(byOrder.statements);

    const rest = await t.rest('GET', `/api/admin/claims?orderNo=${no}&size=2`, { token: admin });
    expect(rest).toMatchObject({ status: 200, body: { totalElements: 3, totalPages: 2 } });
    expect((await t.rest('GET', `/api/admin/claims?size=500`, { token: admin })).status).toBe(400);
    const mine = await t.rest('GET', '/api/claims/me', { token: many.token });
    expect(mine).toMatchObject({ status: 200, body: { totalElements: 3 } });
    const first = (mine.body as { content: { no: number }[] }).content[0]!.no;
    expect((await t.rest('GET', `/api/claims/${first}`, { token: one.token })).status).toBe(403);
    expect((await t.rest('PUT', `/api/admin/claims/${first}/approve`, { token: many.token })).status).toBe(403);
    const approved = await t.rest('PUT', `/api/admin/claims/${first}/approve`, { token: admin });
    expect(approved).toMatchObject({ status: 200, body: { state: 'APPROVED', stateName: '승인' } });
    const asMember = { token: many.token, body: { reason: '사유' } };
    expect((await t.rest('PUT', `/api/admin/claims/${first}/reject`, asMember)).status).toBe(403);
    expect((await t.rest('PUT', `/api/admin/claims/${first}/receive`, { token: many.token })).status).toBe(403);
    expect((await t.rest('PUT', `/api/admin/claims/${first}/refund`, { token: many.token })).status).toBe(403);
    expect((await t.rest('PUT', `/api/admin/claims/${first}/send-exchange`, { token: many.token })).status).toBe(403);
    const received = await t.rest('PUT', `/api/admin/claims/${first}/receive`, { token: admin });
    expect(received).toMatchObject({ status: 200, body: { state: 'REFUNDED' } });
    // Neither a second refund nor an exchange's parcel for a return that is settled.
    expect((await t.rest('PUT', `/api/admin/claims/${first}/refund`, { token: admin })).status).toBe(409);
    expect((await t.rest('PUT', `/api/admin/claims/${first}/send-exchange`, { token: admin })).status).toBe(409);
    expect((await t.rest('PUT', `/api/admin/claims/${first}/reject`, { token: admin, body: {} })).status).toBe(400);
  });
});

describe("the member's mail of a step", () => {
  it('goes once the mail server is back when it was down, through the outbox, once', async () => {
    const { user, token } = await t.member();
    const p = await makeProduct(t.em(), { stock: 10 });
    const { lines } = await delivered(token, [[p, 1]]);
    const subject = '[Scene Shop] 반품 신청 요청 안내';
    const requestMails = () => smtp.to(user.email!).filter((m) => m.subject === subject);

    await smtp.stop();
    let claimNo: number;
    try {
      const made = await request(token, { orderProductNo: lines[0]!.no, type: 'RETURN', reason: 'SIZE' });
      // The request stands whatever became of its mail.
      expect(made.errors).toBeUndefined();
      claimNo = made.data!.requestClaim.no;
    } finally {
      await smtp.start();
    }
    const alerts = () => t.em().count(Alert, { user: user.no, eventKey: `claim:${claimNo}:REQUESTED` });
    expect(requestMails()).toEqual([]);
    expect(await alerts()).toBe(0);

    // The outbox's recovery delivers the event again (here at once, not 5 s later): the mail, then the alert.
    const recovery = recoveryNow(t);
    await recovery.recoverBatch();
    await smtp.lastTo(user.email!);
    expect(requestMails()).toHaveLength(1);
    expect(await alerts()).toBe(1);
    await recovery.recoverBatch();
    await t.app.services.events.publish('claim.changed', {
      claimNo: claimNo!,
      userNo: user.no,
      state: ClaimState.REQUESTED,
    });
    expect(requestMails()).toHaveLength(1);
  });
});
