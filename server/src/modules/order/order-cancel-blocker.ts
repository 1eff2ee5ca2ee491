import type { EntityManager } from '@mikro-orm/postgresql';
import type { HookSet } from '../../context/context.js';

/**
 * Whether something of a higher module forbids the admin's cancel of this order: the claim module answers yes for
 * an order whose lines are being returned or exchanged, whose units would otherwise come back twice.
 */
export type OrderCancelBlocker = (em: EntityManager, orderNo: number) => Promise<boolean>;

declare module '../../context/context.js' {
  interface Hooks {
    orderCancelBlocker: OrderCancelBlocker;
  }
}

/** Asks every implementation, inside the cancel's transaction. */
export async function cancelBlocked(hooks: HookSet, em: EntityManager, orderNo: number): Promise<boolean> {
  for (const blocked of hooks.orderCancelBlocker ?? []) if (await blocked(em, orderNo)) return true;
  return false;
}
