import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A payment as the fake keeps it: Toss Payments' Payment object (the fields the shop reads) and the fake's notes. */
export interface FakePayment {
  paymentKey: string;
  orderId: string;
  orderName: string;
  status: string;
  method: string;
  totalAmount: number;
  balanceAmount: number;
  requestedAt: string;
  approvedAt: string | null;
  secret: string | null;
  receipt: { url: string } | null;
  cancels: {
    cancelAmount: number;
    cancelReason: string;
    canceledAt: string;
    transactionKey: string;
    /** Where a deposited virtual account's refund went, masked as Toss answers it ('****5678'). */
    refundReceiveAccount?: { bank: string; accountNumber: string; holderName: string };
  }[];
  virtualAccount: { bankCode: string; accountNumber: string; customerName: string; dueDate: string } | null;
  /** Chosen in the window: the card company refuses at confirmation. */
  rejectOnConfirm: boolean;
}

/**
 * How the fake behaves: normally, refusing connections, never answering, answering 500, or approving a confirmation
 * and then never answering (the shop's side times out or dies after the provider's approval).
 */
export type FakeTossCondition = 'up' | 'down' | 'hang' | 'error' | 'approve-then-hang';

export interface FakeTossOptions {
  port?: number;
  clientKey?: string;
  secretKey?: string;
  /** Where callbacks (PAYMENT_STATUS_CHANGED, DEPOSIT_CALLBACK) are sent: the shop's /api/payments/webhook. */
  webhookUrl?: string;
}

const METHODS: Record<string, string> = { CARD: '카드', EASY_PAY: '간편결제', VIRTUAL_ACCOUNT: '가상계좌' };

/** Toss Payments' bank codes the fake accepts for a refund account (the shop's list: packages/domain banks.ts). */
const BANK_CODES = new Set('02 03 06 07 11 12 20 23 27 31 32 34 35 37 39 45 48 50 54 64 71 81 88 89 90 92'.split(' '));

type RefundAccount = { bank: string; accountNumber: string; holderName: string };

/**
 * A refund account as Toss checks it (`refundReceiveAccount`): a known bank code, digits only up to 20 and a holder's
 * name of 1–60 characters. Anything else is refused with INVALID_REFUND_ACCOUNT_INFO.
 */
function refundAccountOf(value: unknown): RefundAccount | null {
  if (!value || typeof value !== 'object') return null;
  const { bank, accountNumber, holderName } = value as Record<string, unknown>;
  if (typeof bank !== 'string' || !BANK_CODES.has(bank)) return null;
  if (typeof accountNumber !== 'string' || !/^\d{1,20}$/.test(accountNumber)) return null;
  if (typeof holderName !== 'string' || holderName.trim().length < 1 || holderName.length > 60) return null;
  return { bank, accountNumber, holderName };
}

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The fake's own notes stay out of the Payment objects it answers. */
const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body, (key, value: unknown) => (key === 'rejectOnConfirm' ? undefined : value)));
};

const error = (res: http.ServerResponse, status: number, code: string, message: string) =>
  json(res, status, { code, message });

const redirect = (res: http.ServerResponse, to: string) => {
  res.writeHead(303, { location: to });
  res.end();
};

/** The window's page: the order, a method to choose, and pay, fail or close. */
function windowPage(q: URLSearchParams): string {
  const hidden = ['orderId', 'amount', 'orderName', 'customerName', 'successUrl', 'failUrl']
    .map((k) => `<input type="hidden" name="${k}" value="${escape(q.get(k) ?? '')}">`)
    .join('');
  const amount = Number(q.get('amount')).toLocaleString('ko-KR');
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>토스페이먼츠 결제 (테스트)</title>
<style>body{font-family:sans-serif;margin:0;padding:16px;max-width:480px}h1{font-size:20px}
fieldset{border:1px solid #ccc;border-radius:8px;margin:12px 0}label{display:block;padding:8px 0}
button{display:block;width:100%;padding:12px;margin:8px 0;font-size:16px;border-radius:8px;border:1px solid #3182f6}
.pay{background:#3182f6;color:#fff}.note{color:#666;font-size:13px}</style></head><body>
<h1>토스페이먼츠 결제 (테스트 환경)</h1>
<p class="note">로컬 테스트용 결제창입니다. 실제로 결제되지 않습니다.</p>
<p><strong>${escape(q.get('orderName') ?? '')}</strong></p><p>결제 금액 <strong>${amount}원</strong></p>
<form method="post" action="/window/pay">${hidden}
<fieldset><legend>결제 수단</legend>
<label><input type="radio" name="method" value="CARD" checked> 카드</label>
<label><input type="radio" name="method" value="EASY_PAY"> 간편결제</label>
<label><input type="radio" name="method" value="VIRTUAL_ACCOUNT"> 가상계좌</label>
<label><input type="checkbox" name="reject" value="1"> 카드사 승인 거절로 시험하기</label>
</fieldset>
<button class="pay" type="submit" name="outcome" value="pay">결제하기</button>
<button type="submit" name="outcome" value="fail">결제 실패로 시험하기</button>
<button type="submit" name="outcome" value="close">결제창 닫기</button>
</form></body></html>`;
}

/**
 * A local stand-in for Toss Payments speaking its protocol: the standard window (a page choosing card, 간편결제 or a
 * virtual account, then back to the success URL with `paymentKey, orderId, amount` or the fail URL with `code,
 * message, orderId`), the core API v1 (confirm, get by key or order id, cancel) with HTTP Basic and Idempotency-Key,
 * its errors ({code, message}) and its callbacks. For the tests and for development (`npm run fake-toss`).
 */
export async function startFakeToss(options: FakeTossOptions = {}) {
  const clientKey = options.clientKey ?? 'test_ck_fakeToss000000000000';
  const secretKey = options.secretKey ?? 'test_sk_fakeToss000000000000';
  const payments = new Map<string, FakePayment>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const requests: { method: string; path: string; headers: http.IncomingHttpHeaders; body: string }[] = [];
  let condition: FakeTossCondition = 'up';
  let refuseCancel: { code: string; message: string } | null = null;
  let webhookUrl = options.webhookUrl ?? null;

  const byOrderId = (orderId: string) => [...payments.values()].find((p) => p.orderId === orderId);
  const now = () => new Date().toISOString();

  function confirm(body: { paymentKey?: string; orderId?: string; amount?: number }): [number, unknown] {
    const p = body.paymentKey ? payments.get(body.paymentKey) : undefined;
    if (!p) return [404, { code: 'NOT_FOUND_PAYMENT', message: '존재하지 않는 결제 정보 입니다.' }];
    if (p.orderId !== body.orderId || p.totalAmount !== body.amount) {
      return [400, { code: 'INVALID_REQUEST', message: '결제 금액 또는 주문번호가 일치하지 않습니다.' }];
    }
    if (p.status !== 'READY' && p.status !== 'IN_PROGRESS') {
      return [400, { code: 'ALREADY_PROCESSED_PAYMENT', message: '이미 처리된 결제 입니다.' }];
    }
    if (p.rejectOnConfirm) {
      p.status = 'ABORTED';
      return [403, { code: 'REJECT_CARD_PAYMENT', message: '한도초과 혹은 잔액부족으로 결제에 실패했습니다.' }];
    }
    if (p.method === '가상계좌') {
      p.status = 'WAITING_FOR_DEPOSIT';
      p.secret = randomBytes(12).toString('hex');
      p.virtualAccount = {
        bankCode: '20',
        accountNumber: `X${randomBytes(6).toString('hex')}`,
        customerName: p.virtualAccount?.customerName ?? '',
        dueDate: new Date(Date.now() + 86_400_000).toISOString(),
      };
    } else {
      p.status = 'DONE';
      p.approvedAt = now();
      p.receipt = { url: `${url}/receipt/${p.paymentKey}` };
    }
    return [200, p];
  }

  /**
   * Toss' cancel: a virtual account not paid into is closed; money taken is refunded, all or `cancelAmount`. A
   * deposited virtual account (method 가상계좌, money taken) has no card to refund to: the buyer's
   * `refundReceiveAccount` ({ bank, accountNumber, holderName }) must come with it, else 400
   * INVALID_REFUND_ACCOUNT_INFO and nothing moves.
   */
  function cancel(
    p: FakePayment,
    body: { cancelReason?: string; cancelAmount?: number; refundReceiveAccount?: unknown },
  ): [number, unknown] {
    if (!body.cancelReason) return [400, { code: 'INVALID_REQUEST', message: '취소 사유는 필수입니다.' }];
    if (refuseCancel) return [403, refuseCancel];
    if (p.status === 'WAITING_FOR_DEPOSIT') {
      // A virtual account not paid into: closed without money (nothing to give back, no cancel entry).
      p.status = 'CANCELED';
      return [200, p];
    }
    if (p.status !== 'DONE' && p.status !== 'PARTIAL_CANCELED') {
      return [400, { code: 'ALREADY_CANCELED_PAYMENT', message: '이미 취소된 결제 입니다.' }];
    }
    const amount = body.cancelAmount ?? p.balanceAmount;
    if (amount <= 0 || amount > p.balanceAmount) {
      return [400, { code: 'NOT_CANCELABLE_AMOUNT', message: '취소 할 수 없는 금액 입니다.' }];
    }
    const account = p.method === '가상계좌' ? refundAccountOf(body.refundReceiveAccount) : null;
    if (p.method === '가상계좌' && !account) {
      return [400, { code: 'INVALID_REFUND_ACCOUNT_INFO', message: '환불 계좌 정보가 올바르지 않습니다.' }];
    }
    p.balanceAmount -= amount;
    p.status = p.balanceAmount === 0 ? 'CANCELED' : 'PARTIAL_CANCELED';
    p.cancels.push({
      cancelAmount: amount,
      cancelReason: body.cancelReason,
      canceledAt: now(),
      transactionKey: randomBytes(16).toString('hex'),
      ...(account
        ? { refundReceiveAccount: { ...account, accountNumber: `****${account.accountNumber.slice(-4)}` } }
        : {}),
    });
    return [200, p];
  }

  async function send(body: unknown): Promise<number> {
    if (!webhookUrl) throw new Error('no webhook URL');
    const res = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return res.status;
  }

  function api(req: http.IncomingMessage, path: string, body: string, res: http.ServerResponse): void {
    const expected = `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;
    if (req.headers.authorization !== expected) {
      return error(res, 401, 'UNAUTHORIZED_KEY', '인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다.');
    }
    let parsed: Record<string, unknown> = {};
    try {
      parsed = body ? (JSON.parse(body) as Record<string, unknown>) : {};
    } catch {
      return error(res, 400, 'INVALID_REQUEST', '잘못된 요청입니다.');
    }
    const key = req.headers['idempotency-key'];
    const idemKey = typeof key === 'string' ? `${path}|${key}` : null;
    if (idemKey && idempotent.has(idemKey)) {
      const kept = idempotent.get(idemKey)!;
      return json(res, kept.status, kept.body);
    }
    const answer = (status: number, payload: unknown) => {
      if (idemKey) idempotent.set(idemKey, { status, body: structuredClone(payload) });
      if (condition === 'approve-then-hang') return;
      json(res, status, payload);
    };
    let m: RegExpMatchArray | null;
    if (req.method === 'POST' && path === '/v1/payments/confirm') {
      const [status, payload] = confirm(parsed);
      return answer(status, payload);
    }
    if (req.method === 'GET' && (m = path.match(/^\/v1\/payments\/orders\/([^/]+)$/))) {
      const p = byOrderId(decodeURIComponent(m[1]!));
      return p ? json(res, 200, p) : error(res, 404, 'NOT_FOUND_PAYMENT', '존재하지 않는 결제 정보 입니다.');
    }
    if (req.method === 'POST' && (m = path.match(/^\/v1\/payments\/([^/]+)\/cancel$/))) {
      const p = payments.get(decodeURIComponent(m[1]!));
      if (!p) return error(res, 404, 'NOT_FOUND_PAYMENT', '존재하지 않는 결제 정보 입니다.');
      const [status, payload] = cancel(p, parsed);
      return answer(status, payload);
    }
    if (req.method === 'GET' && (m = path.match(/^\/v1\/payments\/([^/]+)$/))) {
      const p = payments.get(decodeURIComponent(m[1]!));
      return p ? json(res, 200, p) : error(res, 404, 'NOT_FOUND_PAYMENT', '존재하지 않는 결제 정보 입니다.');
    }
    error(res, 404, 'NOT_FOUND', '존재하지 않는 API 입니다.');
  }

  /** The window's form: a payment authenticated and awaiting the shop's confirmation, or the fail URL. */
  function pay(form: URLSearchParams, res: http.ServerResponse): void {
    const orderId = form.get('orderId') ?? '';
    const amount = Number(form.get('amount'));
    const back = (base: string, params: Record<string, string>) => {
      const to = new URL(base);
      for (const [k, v] of Object.entries(params)) to.searchParams.set(k, v);
      redirect(res, to.toString());
    };
    const failUrl = form.get('failUrl') ?? '';
    if (form.get('outcome') === 'close') {
      return back(failUrl, { code: 'PAY_PROCESS_CANCELED', message: '사용자에 의해 결제가 취소되었습니다.', orderId });
    }
    if (form.get('outcome') !== 'pay') {
      return back(failUrl, { code: 'PAY_PROCESS_ABORTED', message: '결제 진행 중 승인에 실패했습니다.', orderId });
    }
    const paymentKey = `tgen_${randomBytes(15).toString('hex')}`;
    payments.set(paymentKey, {
      paymentKey,
      orderId,
      orderName: form.get('orderName') ?? '',
      status: 'IN_PROGRESS',
      method: METHODS[form.get('method') ?? 'CARD'] ?? '카드',
      totalAmount: amount,
      balanceAmount: amount,
      requestedAt: now(),
      approvedAt: null,
      secret: null,
      receipt: null,
      cancels: [],
      virtualAccount: { bankCode: '', accountNumber: '', customerName: form.get('customerName') ?? '', dueDate: '' },
      rejectOnConfirm: form.get('reject') === '1',
    });
    back(form.get('successUrl') ?? '', { paymentKey, orderId, amount: String(amount) });
  }

  const server = http.createServer((req, res) => {
    if (condition === 'down') return void req.socket.destroy();
    if (condition === 'hang') return;
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      const u = new URL(req.url ?? '/', 'http://fake');
      requests.push({ method: req.method ?? '', path: u.pathname, headers: req.headers, body });
      if (condition === 'error') {
        res.writeHead(500, { 'content-type': 'text/html' });
        return void res.end('<html><body>Internal Server Error</body></html>');
      }
      if (u.pathname === '/window' && req.method === 'GET') {
        const q = u.searchParams;
        const amount = Number(q.get('amount'));
        if (q.get('clientKey') !== clientKey) return error(res, 401, 'UNAUTHORIZED_KEY', '잘못된 클라이언트 키입니다.');
        if (!/^[A-Za-z0-9_-]{6,64}$/.test(q.get('orderId') ?? '') || !(amount > 0)) {
          return error(res, 400, 'INVALID_REQUEST', '잘못된 요청입니다.');
        }
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return void res.end(windowPage(q));
      }
      if (u.pathname === '/window/pay' && req.method === 'POST') return pay(new URLSearchParams(body), res);
      if (u.pathname === '/favicon.ico') return void res.writeHead(204).end();
      if (u.pathname.startsWith('/receipt/')) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return void res.end('<!doctype html><html lang="ko"><body><h1>매출전표 (테스트)</h1></body></html>');
      }
      api(req, u.pathname, body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    clientKey,
    secretKey,
    payments,
    requests,
    /** The settings that point the shop at this fake. */
    env: {
      TOSS_CLIENT_KEY: clientKey,
      TOSS_SECRET_KEY: secretKey,
      TOSS_API_URL: url,
      TOSS_WINDOW_URL: `${url}/window`,
    },
    setCondition: (next: FakeTossCondition) => void (condition = next),
    setWebhookUrl: (next: string) => void (webhookUrl = next),
    /** The provider refuses every cancel until cleared (null). */
    refuseCancels: (refusal: { code: string; message: string } | null) => void (refuseCancel = refusal),
    byOrderId,
    /** What the window does when a buyer pays: a payment awaiting confirmation, and the success URL's parameters. */
    authorize(orderId: string, amount: number, method: keyof typeof METHODS = 'CARD') {
      const paymentKey = `tgen_${randomBytes(15).toString('hex')}`;
      payments.set(paymentKey, {
        paymentKey,
        orderId,
        orderName: '',
        status: 'IN_PROGRESS',
        method: METHODS[method]!,
        totalAmount: amount,
        balanceAmount: amount,
        requestedAt: now(),
        approvedAt: null,
        secret: null,
        receipt: null,
        cancels: [],
        virtualAccount: null,
        rejectOnConfirm: false,
      });
      return { paymentKey, orderId, amount };
    },
    /** The confirmation done on the provider's side only (as if the shop died before its commit). */
    confirmHere: (body: { paymentKey: string; orderId: string; amount: number }) => confirm(body),
    /** A cancel made on the provider's side only (in its own console, or the shop died before its commit). */
    cancelHere: (
      paymentKey: string,
      body: { cancelReason: string; cancelAmount?: number; refundReceiveAccount?: RefundAccount },
    ) => cancel(payments.get(paymentKey)!, body),
    /** The buyer paid into the virtual account: the payment is done and the deposit callback sent. */
    async deposit(orderId: string, secret?: string): Promise<number> {
      const p = byOrderId(orderId)!;
      p.status = 'DONE';
      p.approvedAt = now();
      p.receipt = { url: `${url}/receipt/${p.paymentKey}` };
      return send({
        createdAt: now(),
        secret: secret ?? p.secret,
        status: 'DONE',
        transactionKey: randomBytes(16).toString('hex'),
        orderId,
      });
    },
    /** Sends PAYMENT_STATUS_CHANGED with the payment as the fake has it (or as `data` says, for a forged one). */
    statusChanged: (paymentKey: string, data?: Record<string, unknown>) => {
      const { rejectOnConfirm: _note, ...payment } = payments.get(paymentKey)!;
      return send({ eventType: 'PAYMENT_STATUS_CHANGED', createdAt: now(), data: data ?? payment });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeToss = Awaited<ReturnType<typeof startFakeToss>>;
