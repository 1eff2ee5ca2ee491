import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderState, Role } from '../../common/enums.js';
import { ConfigError } from '../../config/config-error.js';
import { loadConfig } from '../../config/env.js';
import { makeProduct } from '../../test/fixtures.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { changeOrderState, orderIn, placeOrderAs } from '../../test/orders.js';
import { startTestSmtp, type TestSmtp } from '../../test/smtp.js';
import { Alert } from '../alert/alert.entity.js';
import { AuditEntry, AuditSubject } from '../audit/audit-entry.entity.js';
import { Order } from './order.entity.js';

let smtp: TestSmtp;
let t: TestApp;
let admin: string;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await startTestApp({ SMTP_URL: smtp.url, DELIVERY_OVERDUE_DAYS: '5' });
  admin = (await t.member({ role: Role.ADMIN })).token;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const SHIP = `mutation ($no: Int!, $parcel: ParcelInput) {
  changeOrderState(no: $no, state: SHIPPING, parcel: $parcel) { no state trackingNo courier { code name } }
}`;
const DETAIL = `query ($no: Int!) {
  order(no: $no) { no state trackingNo trackingUrl shippedAt deliveredAt cancelledAt courier { code name } }
}`;
type Detail = {
  order: {
    state: string;
    trackingNo: string | null;
    trackingUrl: string | null;
    shippedAt: string | null;
    deliveredAt: string | null;
    cancelledAt: string | null;
    courier: { code: string; name: string } | null;
  };
};
const row = (no: number) => t.em().findOneOrFail(Order, { no });
const codeOf = (res: { errors?: { extensions?: { code?: string; field?: string } }[] }) => res.errors?.[0]?.extensions;

/** A new member's order of one product, still 주문접수. */
async function newOrder(): Promise<{ no: number; token: string; email: string }> {
  const { user, token } = await t.member();
  const p = await makeProduct(t.em(), { stock: 50 });
  return { no: await placeOrderAs(t, token, [[p, 1]]), token, email: user.email! };
}

/** The number the console shows and a courier's export carries: the Korea order day YYMMDD, then the number. */
async function shownNo(no: number): Promise<string> {
  const { date } = await row(no);
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', dateStyle: 'short' }).format(date);
  return day.replace(/-/g, '').slice(2) + String(no);
}

describe('shipping an order with its parcel', () => {
  it('the console must give a known courier and a waybill number of its length; nothing moves otherwise', async () => {
    const { no } = await newOrder();
    const cases: [Record<string, unknown> | null, string][] = [
      [null, 'parcel'],
      [{ courierCode: 'nope', trackingNo: '123456789012' }, 'courierCode'],
      [{ courierCode: 'epost', trackingNo: '123456789012' }, 'trackingNo'],
      [{ courierCode: 'cj', trackingNo: '1234<script>' }, 'trackingNo'],
    ];
    for (const [parcel, field] of cases) {
      const res = await t.gql(SHIP, { no, parcel }, admin);
      expect(codeOf(res)).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
    const extra = await t.gql(SHIP, { no, parcel: { courierCode: 'cj', trackingNo: '1', extra: 1 } }, admin);
    expect(extra.errors).toBeDefined();
    const delivered = await t.gql(
      `mutation ($no: Int!) { changeOrderState(no: $no, state: DELIVERED, parcel: { courierCode: "cj", trackingNo: "123456789012" }) { no } }`,
      { no },
      admin,
    );
    expect(codeOf(delivered)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'parcel' });
    expect((await row(no)).state).toBe(OrderState.RECEIVED);
  });

  it('keeps the parcel and the day; the member reads the courier, the tracking link and gets an alert and a mail', async () => {
    const { no, token, email } = await newOrder();
    const res = await t.gql(SHIP, { no, parcel: { courierCode: 'cj', trackingNo: '6012-3456-7890' } }, admin);
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({
      changeOrderState: {
        no,
        state: 'SHIPPING',
        trackingNo: '601234567890',
        courier: { code: 'cj', name: 'CJ대한통운' },
      },
    });
    const detail = await t.gql<Detail>(DETAIL, { no }, token);
    expect(detail.data!.order).toMatchObject({
      state: 'SHIPPING',
      trackingNo: '601234567890',
      trackingUrl: 'https://trace.cjlogistics.com/next/tracking.html?wblNo=601234567890',
      courier: { name: 'CJ대한통운' },
      deliveredAt: null,
      cancelledAt: null,
    });
    expect(detail.data!.order.shippedAt).not.toBeNull();

    const alerts = await t.em().find(Alert, { eventKey: `order:${no}:${OrderState.SHIPPING}` });
    expect(alerts).toHaveLength(1);
    const mail = await smtp.lastTo(email);
    expect(mail.subject).toContain(String(no));
    expect(mail.text).toContain('CJ대한통운');
    expect(mail.text).toContain('https://trace.cjlogistics.com/next/tracking.html?wblNo=601234567890');
    expect(mail.html).toContain('601234567890');

    const audit = await t.em().find(AuditEntry, { subject: AuditSubject.ORDER, subjectNo: no });
    expect(audit.map((a) => a.after)).toEqual([
      { state: OrderState.SHIPPING, courierCode: 'cj', trackingNo: '601234567890' },
    ]);
  });

  it('a re-delivered 배송중 event neither mails nor alerts twice', async () => {
    const { no, email } = await newOrder();
    expect((await changeOrderState(t, admin, no, OrderState.SHIPPING)).errors).toBeUndefined();
    await smtp.lastTo(email);
    const before = smtp.messages.length;
    const userNo = (await row(no)).user.unwrap().no;
    await t.app.services.events.run(
      {
        name: 'order.stateChanged',
        payload: { orderNo: no, userNo, from: OrderState.RECEIVED, to: OrderState.SHIPPING },
      },
      { at: new Date() },
    );
    expect(smtp.messages.length).toBe(before);
    expect(await t.em().count(Alert, { eventKey: `order:${no}:${OrderState.SHIPPING}` })).toBe(1);
  });

  it('dates each state and forgets the later ones when a cancelled order is reinstated', async () => {
    const { no, token } = await newOrder();
    await changeOrderState(t, admin, no, OrderState.SHIPPING);
    await changeOrderState(t, admin, no, OrderState.DELIVERED);
    let o = (await t.gql<Detail>(DETAIL, { no }, token)).data!.order;
    expect(o.state).toBe('DELIVERED');
    expect(o.shippedAt && o.deliveredAt).toBeTruthy();
    await changeOrderState(t, admin, no, OrderState.CANCELLED);
    o = (await t.gql<Detail>(DETAIL, { no }, token)).data!.order;
    expect(o.cancelledAt).not.toBeNull();
    await changeOrderState(t, admin, no, OrderState.RECEIVED);
    o = (await t.gql<Detail>(DETAIL, { no }, token)).data!.order;
    expect(o).toMatchObject({ shippedAt: null, deliveredAt: null, cancelledAt: null, courier: null, trackingNo: null });
  });
});

describe('PUT /api/admin/orders/{no}/status keeps its shape and takes the parcel as optional fields', () => {
  const put = (no: number, body: unknown, token: string | null = admin) =>
    t.rest('PUT', `/api/admin/orders/${no}/status`, { token: token ?? undefined, body });

  it('ships without a parcel as before, and with one when given', async () => {
    const { no: bare } = await newOrder();
    const plain = await put(bare, { status: OrderState.SHIPPING });
    expect(plain.status).toBe(200);
    expect(Object.keys(plain.body as object).sort()).toEqual([
      'date',
      'no',
      'orderProducts',
      'price',
      'state',
      'userName',
    ]);
    expect(await row(bare)).toMatchObject({ state: OrderState.SHIPPING, trackingNo: null });

    const { no } = await newOrder();
    const res = await put(no, { status: OrderState.SHIPPING, courierCode: 'hanjin', trackingNo: '4123 4567 8901' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ no, state: OrderState.SHIPPING });
    const stored = await row(no);
    expect(stored.trackingNo).toBe('412345678901');
    expect(stored.courier?.unwrap().code).toBe('hanjin');
  });

  it('refuses half a parcel, a bad one, a member and a visitor, changing nothing', async () => {
    const { no, token } = await newOrder();
    const refused: [unknown, string | null, number][] = [
      [{ status: OrderState.SHIPPING, courierCode: 'cj' }, admin, 400],
      [{ status: OrderState.SHIPPING, courierCode: 'cj', trackingNo: '12' }, admin, 400],
      [{ status: OrderState.SHIPPING, courierCode: 'zz', trackingNo: '123456789012' }, admin, 400],
      [{ status: OrderState.SHIPPING, courier: 'cj' }, admin, 400],
      [{ status: OrderState.SHIPPING }, token, 403],
      [{ status: OrderState.SHIPPING }, null, 401],
    ];
    for (const [body, who, status] of refused) expect((await put(no, body, who)).status).toBe(status);
    expect((await row(no)).state).toBe(OrderState.RECEIVED);
  });
});

const PREVIEW = `mutation ($csv: String!) {
  previewTrackingImport(csv: $csv) { imported errors rows { line orderNo courierName trackingNo error errorKey errorArgs } }
}`;
const IMPORT = PREVIEW.replace('previewTrackingImport', 'importTrackingNumbers');
type ImportRow = { line: number; orderNo: string; error: string | null; errorKey: string | null };
type Imported = { imported: number; errors: number; rows: ImportRow[] };

describe("the console's CSV of waybill numbers", () => {
  it('previews every row with its error, imports nothing while one is wrong, then all at once', async () => {
    const a = await newOrder();
    const b = await newOrder();
    const shipped = await newOrder();
    await changeOrderState(t, admin, shipped.no, OrderState.SHIPPING);
    const [na, nb, ns] = [await shownNo(a.no), await shownNo(b.no), await shownNo(shipped.no)];
    const bad = [
      '\uFEFF주문번호,수령인,택배사,송장번호',
      `${na},김,CJ대한통운,601234567890`,
      `${nb},이,없는택배,601234567891`,
      `${ns},박,롯데택배,301234567890`,
      `9${na},최,CJ대한통운,601234567892`,
      `${na.slice(0, 6)}99999999,정,CJ대한통운,601234567892`,
      `${nb},이,우체국택배,12345`,
      '',
    ].join('\r\n');
    const preview = await t.gql<{ previewTrackingImport: Imported }>(PREVIEW, { csv: bad }, admin);
    expect(preview.errors).toBeUndefined();
    const rows = preview.data!.previewTrackingImport.rows;
    expect(rows.map((r) => [r.line, r.errorKey])).toEqual([
      [2, null],
      [3, 'delivery.rowDuplicate'],
      [4, 'delivery.rowNotReceived'],
      [5, 'delivery.rowOrderNotFound'],
      [6, 'delivery.rowOrderNotFound'],
      [7, 'delivery.rowDuplicate'],
    ]);
    expect(rows[2]!.error).toBe(`주문번호 ${ns}은(는) 배송중 상태라 발송할 수 없습니다.`);

    // Two statements whatever the file holds: the couriers and the orders it names.
    const single = await t.gql(PREVIEW, { csv: bad.split('\r\n').slice(0, 2).join('\n') }, admin);
    expect(single.statements).toBe(preview.statements);

    const refused = await t.gql<{ importTrackingNumbers: Imported }>(IMPORT, { csv: bad }, admin);
    expect(refused.data!.importTrackingNumbers).toMatchObject({ imported: 0, errors: 5 });
    expect((await row(a.no)).state).toBe(OrderState.RECEIVED);

    // English headers in another order, the courier by code or by name written loosely.
    const good = ['Tracking Number,Courier,Order No', `601234567890,cj,${na}`, `4123-4567-8901,한진 택배,${nb}`].join(
      '\n',
    );
    const res = await t.gql<{ importTrackingNumbers: Imported }>(IMPORT, { csv: good }, admin);
    expect(res.data!.importTrackingNumbers).toMatchObject({ imported: 2, errors: 0 });
    expect(await row(a.no)).toMatchObject({ state: OrderState.SHIPPING, trackingNo: '601234567890' });
    expect((await row(b.no)).courier?.unwrap().code).toBe('hanjin');
    const mail = await smtp.lastTo(b.email);
    expect(mail.text).toContain('412345678901');
  });

  it('refuses a file that is no such CSV, too large, or sent by anyone but the admin', async () => {
    const { token } = await newOrder();
    const refusals: [string, string][] = [
      ['주문번호,택배사\n1,CJ대한통운', 'delivery.csvColumns'],
      ['주문번호,택배사,송장번호\n', 'delivery.csvEmpty'],
      ['주문번호,택배사,송장번호\n"1,CJ대한통운,1', 'delivery.csvUnreadable'],
      [`주문번호,택배사,송장번호\n${'2401011,cj,601234567890\n'.repeat(1001)}`, 'delivery.csvTooManyRows'],
      ['x'.repeat(200_001), 'delivery.csvTooLarge'],
      // Hostile shapes: one endless quoted field, one endless cell, a row of nothing but separators.
      ['"'.repeat(199_999), 'delivery.csvUnreadable'],
      [`주문번호,택배사,송장번호\n${'9'.repeat(20_000)},cj,1`, 'delivery.csvUnreadable'],
      [`주문번호,택배사,송장번호\n${','.repeat(150_000)}`, 'delivery.csvEmpty'],
    ];
    for (const [csv, key] of refusals) {
      const res = await t.gql(PREVIEW, { csv }, admin);
      expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', key });
    }
    const csv = '주문번호,택배사,송장번호\n2401011,cj,601234567890';
    expect(codeOf(await t.gql(IMPORT, { csv }, token))?.code).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(IMPORT, { csv }))?.code).toBe('UNAUTHENTICATED');
  });
});

const OVERDUE = `query ($page: Int, $size: Int) {
  overdueDeliveries(page: $page, size: $size) { days totalElements content { no shippedAt trackingNo trackingUrl courier { name } } }
}`;
type Overdue = { overdueDeliveries: { days: number; totalElements: number; content: { no: number }[] } };
const MARK = 'mutation ($nos: [Int!]!) { markDelivered(nos: $nos) { no state deliveredAt } }';

describe('parcels 배송중 for too long', () => {
  const shipDaysAgo = (no: number, days: number) =>
    t.em().execute(`update orders set shipped_at = now() - make_interval(days => ?) where no = ?`, [days, no]);

  it('lists them longest first, in the same statements for one as for many, and marks them delivered together', async () => {
    const member = await t.member();
    const p = await makeProduct(t.em(), { stock: 50 });
    const late = await orderIn(t, member.token, admin, OrderState.SHIPPING, [[p, 1]]);
    const recent = await orderIn(t, member.token, admin, OrderState.SHIPPING, [[p, 1]]);
    await shipDaysAgo(late, 9);
    await shipDaysAgo(recent, 2);
    const one = await t.gql<Overdue>(OVERDUE, {}, admin);
    expect(one.data!.overdueDeliveries.days).toBe(5);
    const listed = one.data!.overdueDeliveries.content.map((o) => o.no);
    expect(listed).toContain(late);
    expect(listed).not.toContain(recent);

    const older = await orderIn(t, member.token, admin, OrderState.SHIPPING, [[p, 1]]);
    const more = await Promise.all([1, 2, 3].map(() => orderIn(t, member.token, admin, OrderState.SHIPPING, [[p, 1]])));
    await shipDaysAgo(older, 30);
    for (const no of more) await shipDaysAgo(no, 6);
    const many = await t.gql<Overdue>(OVERDUE, {}, admin);
    const nos = many.data!.overdueDeliveries.content.map((o) => o.no);
    expect(nos[0]).toBe(older);
    expect(nos.indexOf(late)).toBeLessThan(nos.indexOf(more[0]!));
    expect(many.statements).toBe(one.statements);

    // One order not 배송중 refuses the whole batch.
    const received = await placeOrderAs(t, member.token, [[p, 1]]);
    const refused = await t.gql(MARK, { nos: [late, received] }, admin);
    expect(codeOf(refused)?.code).toBe('CONFLICT');
    expect((await row(late)).state).toBe(OrderState.SHIPPING);

    const done = await t.gql<{ markDelivered: { no: number; state: string }[] }>(MARK, { nos: [late, older] }, admin);
    expect(done.data!.markDelivered.map((o) => o.state)).toEqual(['DELIVERED', 'DELIVERED']);
    expect((await row(older)).deliveredAt).not.toBeNull();
    const after = (await t.gql<Overdue>(OVERDUE, {}, admin)).data!.overdueDeliveries.content.map((o) => o.no);
    expect(after).not.toContain(late);
    expect(await t.em().count(Alert, { eventKey: `order:${late}:${OrderState.DELIVERED}` })).toBe(1);
  });

  it('is the admin’s, and takes at most a hundred orders at once', async () => {
    const { token } = await t.member();
    expect(codeOf(await t.gql(OVERDUE, {}, token))?.code).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(MARK, { nos: [1] }, token))?.code).toBe('FORBIDDEN');
    expect(codeOf(await t.gql(MARK, { nos: [1] }))?.code).toBe('UNAUTHENTICATED');
    const tooMany = Array.from({ length: 101 }, (_, i) => i + 1);
    expect(codeOf(await t.gql(MARK, { nos: tooMany }, admin))?.code).toBe('BAD_USER_INPUT');
    expect(codeOf(await t.gql(MARK, { nos: [] }, admin))?.code).toBe('BAD_USER_INPUT');
  });
});

describe('the DELIVERY_OVERDUE_DAYS setting', () => {
  const SECRET = randomBytes(24).toString('base64url');
  it('is 5 days unless set, and a whole number of days from 1 to 365', () => {
    expect(loadConfig({ JWT_SECRET: SECRET }).DELIVERY_OVERDUE_DAYS).toBe(5);
    for (const bad of ['0', '366', '2.5', 'week']) {
      const problems = (() => {
        try {
          loadConfig({ JWT_SECRET: SECRET, DELIVERY_OVERDUE_DAYS: bad });
          return [];
        } catch (e) {
          return (e as ConfigError).problems;
        }
      })();
      expect(problems.map((p) => p.split(':')[0])).toEqual(['DELIVERY_OVERDUE_DAYS']);
    }
  });
});
