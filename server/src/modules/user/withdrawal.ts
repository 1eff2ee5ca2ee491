import type { EntityManager } from '@mikro-orm/postgresql';
import type { HookSet } from '../../context/context.js';

/** Whether something a member has elsewhere keeps them from leaving, e.g. an order in progress (order module). */
export type WithdrawalBlocker = (em: EntityManager, userNo: number) => Promise<boolean>;

declare module '../../context/context.js' {
  interface Hooks {
    withdrawalBlocker: WithdrawalBlocker;
  }
}

/** Whether any feature keeps the member from leaving; each asks in the caller's transaction. */
export async function withdrawalBlocked(hooks: HookSet, em: EntityManager, userNo: number): Promise<boolean> {
  for (const blocked of hooks.withdrawalBlocker ?? []) if (await blocked(em, userNo)) return true;
  return false;
}
