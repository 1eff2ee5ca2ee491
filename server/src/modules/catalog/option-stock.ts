import type { EntityManager } from '@mikro-orm/postgresql';
import type { DomainEvent } from '../../common/events.js';

/**
 * The events of options whose stock came back from 0 (a cancel, a return received, the console): record them in the
 * transaction that gave the units back, and the members waiting for those sizes are told after its commit.
 */
export function optionRestockEvents(optionNos: readonly number[]): DomainEvent[] {
  return [...new Set(optionNos)].map((optionNo) => ({ name: 'option.restocked' as const, payload: { optionNo } }));
}

/**
 * Locks a product's active sizes in number order, to be called before locking the product's row: an order takes
 * them in that order (each size, then the product through the options' stock trigger, lines in option order), so a
 * change that held the product while waiting for a size an order had just taken would deadlock with it. Answers
 * their numbers (none: the product is sold without sizes).
 */
export async function lockSizes(tem: EntityManager, productNo: number): Promise<number[]> {
  const rows = await tem.execute<{ no: number }[]>(
    'select no from product_option where product_no = ? and not retired order by no for update',
    [productNo],
  );
  return rows.map((r) => r.no);
}
