import type { Logger } from 'pino';
import type { Config } from '../../config/env.js';

/** The part of Toss Payments' Payment object the shop reads. */
export interface TossPayment {
  paymentKey: string;
  orderId: string;
  orderName?: string;
  status: string;
  method?: string | null;
  totalAmount: number;
  balanceAmount: number;
  approvedAt?: string | null;
  secret?: string | null;
  receipt?: { url?: string | null } | null;
  cancels?: { cancelAmount: number; cancelReason?: string; canceledAt?: string; transactionKey?: string }[] | null;
  virtualAccount?: { bankCode?: string; accountNumber?: string; customerName?: string; dueDate?: string } | null;
}

/** The provider answered with an error of its own ({code, message}, e.g. REJECT_CARD_PAYMENT). */
export class TossRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly providerMessage: string,
  ) {
    super(`Toss refused: ${code}`);
  }
}

/** The provider could not be reached in time, or failed without an answer of its own (a 5xx page, a reset). */
export class TossUnavailable extends Error {}

/** Whether payments go to Toss (both keys set) or the shop runs in demo mode. */
export const paymentsConfigured = (config: Config): boolean =>
  Boolean(config.TOSS_SECRET_KEY && config.TOSS_CLIENT_KEY);

/**
 * Toss Payments' core API (v1) with the secret key (HTTP Basic, the key and a colon). Keys are never logged; every
 * call is bounded by TOSS_TIMEOUT_MS.
 */
export class TossClient {
  constructor(
    private readonly config: Config,
    private readonly logger: Logger,
  ) {}

  confirm(body: { paymentKey: string; orderId: string; amount: number }): Promise<TossPayment> {
    return this.call('POST', '/v1/payments/confirm', body, `confirm-${body.paymentKey}`.slice(0, 300));
  }

  payment(paymentKey: string): Promise<TossPayment> {
    return this.call('GET', `/v1/payments/${encodeURIComponent(paymentKey)}`);
  }

  paymentOfOrder(orderId: string): Promise<TossPayment> {
    return this.call('GET', `/v1/payments/orders/${encodeURIComponent(orderId)}`);
  }

  /** A deposited virtual account's refund names the buyer's account (`refundReceiveAccount`); a card's never does. */
  cancel(
    paymentKey: string,
    body: {
      cancelReason: string;
      cancelAmount?: number;
      refundReceiveAccount?: { bank: string; accountNumber: string; holderName: string };
    },
    idempotencyKey: string,
  ) {
    return this.call<TossPayment>(
      'POST',
      `/v1/payments/${encodeURIComponent(paymentKey)}/cancel`,
      body,
      idempotencyKey,
    );
  }

  private async call<T = TossPayment>(method: string, path: string, body?: unknown, idempotencyKey?: string) {
    const auth = Buffer.from(`${this.config.TOSS_SECRET_KEY ?? ''}:`).toString('base64');
    let res: Response;
    try {
      res = await fetch(new URL(path, this.config.TOSS_API_URL), {
        method,
        headers: {
          authorization: `Basic ${auth}`,
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        },
        body: body !== undefined ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(this.config.TOSS_TIMEOUT_MS),
      });
    } catch (err) {
      this.logger.warn({ err, path: path.split('/').slice(0, 3).join('/') }, 'Toss Payments not reachable');
      throw new TossUnavailable('unreachable');
    }
    const answer = (await res.json().catch(() => null)) as (T & { code?: unknown; message?: unknown }) | null;
    if (res.ok && answer) return answer;
    if (answer && typeof answer.code === 'string') {
      this.logger.info({ status: res.status, code: answer.code }, 'Toss Payments refused a call');
      throw new TossRefusal(res.status, answer.code, typeof answer.message === 'string' ? answer.message : '');
    }
    this.logger.warn({ status: res.status }, 'Toss Payments failed');
    throw new TossUnavailable(`status ${res.status}`);
  }
}
