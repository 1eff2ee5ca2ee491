import { describe, expect, it } from 'vitest';
import type { Config } from '../../server/src/config/env.js';
import { startFakeToss, type FakeToss } from '../../server/src/test/fake-toss.js';
import { restartServerProcess } from '../../server/src/test/server-process.js';
import { insertMembers, untilServerGone, type Db, type Member } from './crash-checks.js';
import { crashServer, insertAdmin } from './crash-setup.js';

/**
 * Issue 26: the server in a child process is SIGKILLed after Toss Payments approved a payment and before the shop
 * committed it. The restarted shop's reconciliation finds the approval at the provider and pays the order, once.
 */

let fake: FakeToss;
let member: Member;
let admin: Member;
let productNo: number;

async function seed(db: Db, config: Config): Promise<void> {
  fake = await startFakeToss();
  [member] = await insertMembers(db, config, 1, 'payer');
  admin = await insertAdmin(db, config);
  const [product] = await db.sql<{ no: number }>(
    `insert into product (name, price, stock, category) values ('결제 상품', 25000, 3, '상의') returning no`,
  );
  productNo = product!.no;
}

const crash = crashServer(seed, () => ({ ...fake.env, TOSS_TIMEOUT_MS: '60000', PAYMENT_SWEEP_INTERVAL_MINUTES: '0' }));

async function gql<T>(url: string, token: string, query: string, variables: Record<string, unknown> = {}) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data?: T; errors?: { message: string }[] };
}

describe('a crash between the provider’s approval and the shop’s commit', () => {
  it('is recovered by the reconciliation after a restart', async () => {
    const { db } = crash;
    const placed = await gql<{ placeOrder: { no: number } }>(
      crash.proc.url,
      member.token,
      'mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { no } }',
      { input: { totalAmount: 25000, items: [{ productNo, quantity: 1, resultPrice: 25000 }] } },
    );
    const orderNo = placed.data!.placeOrder.no;
    const checkout = await gql<{ paymentCheckout: { orderId: string; amount: number } }>(
      crash.proc.url,
      member.token,
      'query($no: Int!) { paymentCheckout(orderNo: $no) { orderId amount } }',
      { no: orderNo },
    );
    const key = fake.authorize(checkout.data!.paymentCheckout.orderId, 25000);

    // The provider approves and its answer never arrives; the server is killed while it waits for it.
    fake.setCondition('approve-then-hang');
    const confirming = gql(
      crash.proc.url,
      member.token,
      'mutation($input: ConfirmPaymentInput!) { confirmPayment(input: $input) { no } }',
      { input: key },
    ).catch(() => 'connection lost');
    await expect.poll(() => fake.payments.get(key.paymentKey)!.status, { timeout: 20_000 }).toBe('DONE');
    await crash.proc.kill();
    expect(await confirming).toBe('connection lost');
    await untilServerGone(db);
    fake.setCondition('up');

    const [before] = await db.sql<{ status: string; awaiting_payment: boolean }>(
      `select p.status, o.awaiting_payment from payment p join orders o on o.no = p.order_no where p.order_no = ?`,
      [orderNo],
    );
    expect(before).toEqual({ status: 'IN_PROGRESS', awaiting_payment: true });

    crash.proc = await restartServerProcess(crash.proc);
    // The Korea day the payment was opened on (a run across midnight must not look at the next).
    const [{ day: today }] = (await db.sql(
      `select (created_at at time zone 'Asia/Seoul')::date::text as day from payment where order_no = ?`,
      [orderNo],
    )) as [{ day: string }];
    const reconciled = await gql<{ reconcilePayments: { differences: { orderNo: number; applied: boolean }[] } }>(
      crash.proc.url,
      admin.token,
      'mutation($day: String!) { reconcilePayments(day: $day) { differences { orderNo kind applied } } }',
      { day: today },
    );
    expect(reconciled.errors).toBeUndefined();
    expect(reconciled.data!.reconcilePayments.differences).toEqual([
      expect.objectContaining({ orderNo, kind: 'status', applied: true }),
    ]);
    const [after] = await db.sql<{ status: string; awaiting_payment: boolean; approved_amount: number }>(
      `select p.status, p.approved_amount, o.awaiting_payment from payment p join orders o on o.no = p.order_no
        where p.order_no = ?`,
      [orderNo],
    );
    expect(after).toEqual({ status: 'DONE', approved_amount: 25000, awaiting_payment: false });
    // Once: a second reconciliation finds nothing left to apply.
    const again = await gql<{ reconcilePayments: { differences: unknown[] } }>(
      crash.proc.url,
      admin.token,
      'mutation($day: String!) { reconcilePayments(day: $day) { differences { orderNo } } }',
      { day: today },
    );
    expect(again.data!.reconcilePayments.differences).toEqual([]);
    await fake.close();
  });
});
