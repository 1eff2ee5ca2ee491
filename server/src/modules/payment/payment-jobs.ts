import { addDays, koreaToday } from '@scene-shop/domain';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Services } from '../../context/context.js';
import { reconcileDay, sweepExpiredPayments } from './payment-sync.js';
import { paymentsConfigured } from './toss-client.js';

/**
 * Every PAYMENT_SWEEP_INTERVAL_MINUTES (with payments configured): releases orders whose hold ran out, and once a
 * day reconciles yesterday (Korea time) with the provider. Both are safe on several instances at once: each change
 * is conditional on the state it changes, and applying the provider's record twice changes nothing the second time.
 */
export class PaymentJobs {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly services: Services,
    private readonly orm: MikroORM,
  ) {}

  start(): void {
    const minutes = this.services.config.PAYMENT_SWEEP_INTERVAL_MINUTES;
    if (!paymentsConfigured(this.services.config) || minutes === 0) return;
    this.timer = setInterval(() => void this.runOnce(), minutes * 60_000);
    this.timer.unref();
  }

  /** One round: the sweep, then yesterday's reconciliation if no instance has done it yet. */
  runOnce(): Promise<void> {
    this.running ??= this.round().finally(() => (this.running = null));
    return this.running;
  }

  private async round(): Promise<void> {
    const ctx = { ...this.services, em: this.orm.em.fork() };
    try {
      await sweepExpiredPayments(ctx);
      const yesterday = addDays(koreaToday(), -1);
      const [done] = await ctx.em.execute(`select 1 from payment_reconciliation where day = ?`, [yesterday]);
      if (!done) await reconcileDay({ ...ctx, em: this.orm.em.fork() }, { day: yesterday });
    } catch (err) {
      this.services.logger.error({ err }, 'payment jobs failed: tried again on the next round');
    }
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }
}
