import { AsyncLocalStorage } from 'node:async_hooks';

/** Counts SQL statements per request, for tests and benchmarks that prove lists are batched. */
const store = new AsyncLocalStorage<{ count: number }>();

export function countStatementsIn<T>(fn: () => T, counter = { count: 0 }): { result: T; counter: { count: number } } {
  return { result: store.run(counter, fn), counter };
}

export function recordStatement(): void {
  const counter = store.getStore();
  if (counter) counter.count += 1;
}
