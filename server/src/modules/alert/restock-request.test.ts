import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../common/messages.js';
import { addOptions, makeProduct } from '../../test/fixtures.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { recoveryNow } from '../../test/outbox.js';
import { startTestSmtp, type TestSmtp } from '../../test/smtp.js';
import { Alert } from './alert.entity.js';

/* Issue 25: 알림 받기 on a sold-out size, and the alert and mail when it is back. */

let t: TestApp;
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await startTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const REQUEST = 'mutation ($no: Int!) { requestRestockAlert(optionNo: $no) { no label restockRequested } }';
const CANCEL = 'mutation ($no: Int!) { cancelRestockAlert(optionNo: $no) { no restockRequested } }';
const OPTIONS = 'query ($nos: [Int!]!) { cartStock(productNos: $nos) { no options { no restockRequested } } }';

/** A coat in S (in stock) and M, L (sold out). */
async function coat() {
  const p = await makeProduct(t.em(), { name: '울 코트', price: 50000, stock: 0 });
  const [s, m, l] = await addOptions(t.em(), p.no, [
    { size: 'S', stock: 1 },
    { size: 'M', stock: 0 },
    { size: 'L', stock: 0 },
  ]);
  return { product: p, s: s!, m: m!, l: l! };
}

const restockAlerts = (userNo: number) =>
  t.em().find(Alert, { user: userNo, messageKey: 'restock.alert' }, { orderBy: { no: 'asc' } });

describe('restock alerts per size', () => {
  it('lets a member ask for and withdraw an alert on a sold-out size only, read back in one statement', async () => {
    const { product, s, m, l } = await coat();
    const { token } = await t.member();

    const asked = await t.gql<{ requestRestockAlert: { restockRequested: boolean } }>(REQUEST, { no: m }, token);
    expect(asked.data?.requestRestockAlert).toEqual({ no: m, label: 'M', restockRequested: true });
    // Asking twice leaves one request.
    expect((await t.gql(REQUEST, { no: m }, token)).errors).toBeUndefined();
    expect(await t.em().count('RestockRequest', { option: m })).toBe(1);
    expect((await t.rest('POST', '/api/restock-alerts', { token, body: { optionNo: l } })).body).toEqual({
      optionNo: l,
      requested: true,
    });

    const read = await t.gql<{ cartStock: { options: { no: number; restockRequested: boolean }[] }[] }>(
      OPTIONS,
      { nos: [product.no] },
      token,
    );
    expect(read.data!.cartStock[0]!.options).toEqual([
      { no: s, restockRequested: false },
      { no: m, restockRequested: true },
      { no: l, restockRequested: true },
    ]);
    // The viewer, the products, their options, the viewer's requests for all of them: as many for two products.
    expect(read.statements).toBe(4);
    const two = await coat();
    expect((await t.gql(OPTIONS, { nos: [product.no, two.product.no] }, token)).statements).toBe(4);
    const visitor = await t.gql<typeof read.data>(OPTIONS, { nos: [product.no] });
    expect(visitor.data!.cartStock[0]!.options.every((o) => !o.restockRequested)).toBe(true);

    expect((await t.gql(CANCEL, { no: m }, token)).data).toEqual({
      cancelRestockAlert: { no: m, restockRequested: false },
    });
    expect((await t.rest('DELETE', `/api/restock-alerts/${l}`, { token })).body).toEqual({
      optionNo: l,
      requested: false,
    });
    expect(await t.em().count('RestockRequest', { option: { $in: [m, l] } })).toBe(0);

    // A size in stock is bought, not waited for; an unknown size is not found.
    const inStock = await t.gql(REQUEST, { no: s }, token);
    expect(inStock.errors![0]).toMatchObject({ message: MSG.restock.notSoldOut, extensions: { code: 'CONFLICT' } });
    const viaRest = await t.rest('POST', '/api/restock-alerts', { token, body: { optionNo: s } });
    expect(viaRest).toMatchObject({ status: 409, body: { message: MSG.restock.notSoldOut } });
    const unknown = await t.rest('POST', '/api/restock-alerts', { token, body: { optionNo: 2_000_000 } });
    expect(unknown).toMatchObject({ status: 404, body: { message: MSG.restock.optionMissing } });
  });

  it('refuses visitors and malformed input, changing nothing', async () => {
    const { m } = await coat();
    const { token } = await t.member();
    expect((await t.rest('POST', '/api/restock-alerts', { body: { optionNo: m } })).status).toBe(401);
    expect((await t.rest('DELETE', `/api/restock-alerts/${m}`)).status).toBe(401);
    expect((await t.gql(REQUEST, { no: m })).errors![0]!.extensions?.code).toBe('UNAUTHENTICATED');
    for (const body of [{ optionNo: m, userNo: 1 }, { optionNo: 'x' }, { optionNo: 0 }, {}]) {
      expect((await t.rest('POST', '/api/restock-alerts', { token, body })).status).toBe(400);
    }
    expect((await t.rest('DELETE', '/api/restock-alerts/abc', { token })).status).toBe(400);
    expect((await t.gql(REQUEST, { no: -1 }, token)).errors![0]!.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await t.em().count('RestockRequest', { option: m })).toBe(0);
  });

  it('tells every waiting member once, by alert and mail, when a cancel gives the size units back', async () => {
    const { product, m } = await coat();
    const waiting = await Promise.all([t.member(), t.member()]);
    const other = await t.member();
    for (const w of waiting) expect((await t.gql(REQUEST, { no: m }, w.token)).errors).toBeUndefined();

    // Someone bought the last M before it sold out; their cancel brings it back.
    await t.em().execute('update product_option set stock = 1 where no = ?', [m]);
    const buyer = await t.member();
    const items = [{ productNo: product.no, optionNo: m, quantity: 1, resultPrice: 50000 }];
    const placed = await t.rest('POST', '/api/order', { token: buyer.token, body: { items, totalAmount: 50000 } });
    expect(placed.status).toBe(200);
    expect(await t.em().count(Alert, { messageKey: 'restock.alert', user: waiting[0]!.user.no })).toBe(0);
    const { orderNo } = placed.body as { orderNo: number };
    expect((await t.rest('DELETE', `/api/cancel/${orderNo}`, { token: buyer.token })).status).toBe(200);

    const text = MSG.restock.alert('울 코트', 'M');
    for (const w of waiting) {
      expect((await restockAlerts(w.user.no)).map((a) => [a.content, a.category, a.path])).toEqual([
        [text, '프로모션', `/user/shop/productlist/detail/${product.no}`],
      ]);
      const mail = await smtp.lastTo(w.user.email!);
      expect(mail.subject).toBe(MSG.restock.mail.subject('울 코트', 'M'));
      expect(mail.text).toContain(`${t.config.PUBLIC_URL}/user/shop/productlist/detail/${product.no}`);
    }
    expect(await restockAlerts(other.user.no)).toEqual([]);
    expect(await restockAlerts(buyer.user.no)).toEqual([]);

    // The event again (a re-delivery): nobody is told twice.
    const mails = smtp.messages.length;
    await t.app.services.events.publish('option.restocked', { optionNo: m });
    for (const w of waiting) expect(await restockAlerts(w.user.no)).toHaveLength(1);
    expect(smtp.messages.length).toBe(mails);
    const read = await t.gql<{ cartStock: { options: { no: number; restockRequested: boolean }[] }[] }>(
      OPTIONS,
      { nos: [product.no] },
      waiting[0]!.token,
    );
    expect(read.data!.cartStock[0]!.options.find((o) => o.no === m)?.restockRequested).toBe(false);
  });
  it('mails a member whose mail the server could not hand over once the mail server is back, once', async () => {
    const { product, m } = await coat();
    const w = await t.member();
    expect((await t.gql(REQUEST, { no: m }, w.token)).errors).toBeUndefined();
    await t.em().execute('update product_option set stock = 1 where no = ?', [m]);
    const buyer = await t.member();
    const items = [{ productNo: product.no, optionNo: m, quantity: 1, resultPrice: 50000 }];
    const placed = await t.rest('POST', '/api/order', { token: buyer.token, body: { items, totalAmount: 50000 } });
    const { orderNo } = placed.body as { orderNo: number };

    // The mail server is down when the cancel brings M back: the cancel stands, the alert is stored, the mail waits.
    await smtp.stop();
    try {
      expect((await t.rest('DELETE', `/api/cancel/${orderNo}`, { token: buyer.token })).status).toBe(200);
    } finally {
      await smtp.start();
    }
    expect(await restockAlerts(w.user.no)).toHaveLength(1);
    expect(smtp.to(w.user.email!)).toEqual([]);
    const waiting = await t.em().count('RestockRequest', { option: m, user: w.user.no, notifiedAt: null });
    expect(waiting).toBe(1);

    // The outbox's recovery delivers the event again (here at once, not 5 s later): the mail goes, once.
    const recovery = recoveryNow(t);
    await recovery.recoverBatch();
    await smtp.lastTo(w.user.email!);
    const mails = smtp.to(w.user.email!);
    expect(mails.map((mail) => mail.subject)).toEqual([MSG.restock.mail.subject('울 코트', 'M')]);
    expect(await restockAlerts(w.user.no)).toHaveLength(1);
    await recovery.recoverBatch();
    expect(smtp.to(w.user.email!)).toHaveLength(1);
    expect(await t.em().count('RestockRequest', { option: m, user: w.user.no, notifiedAt: null })).toBe(0);
  });
});
