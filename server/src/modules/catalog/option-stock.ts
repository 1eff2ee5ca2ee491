import type { DomainEvent } from '../../common/events.js';

/**
 * The events of options whose stock came back from 0 (a cancel, a return received, the console): record them in the
 * transaction that gave the units back, and the members waiting for those sizes are told after its commit.
 */
export function optionRestockEvents(optionNos: readonly number[]): DomainEvent[] {
  return [...new Set(optionNos)].map((optionNo) => ({ name: 'option.restocked' as const, payload: { optionNo } }));
}
