// Small async helpers of the realtime bench: bounded concurrency and bounded, abortable waits.

/**
 * Runs `fn` over the items with at most `limit` calls at a time, in list order; resolves with the results once every
 * call has settled. Once `checkAborted` throws no new call starts, the running ones finish, then it throws.
 */
export async function mapLimit(items, limit, fn, checkAborted = () => {}) {
  const results = new Array(items.length);
  let next = 0;
  let stopped = false;
  const worker = async () => {
    while (next < items.length && !stopped) {
      try {
        checkAborted();
      } catch {
        stopped = true;
        break;
      }
      const i = next++;
      results[i] = await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  checkAborted();
  return results;
}

/** Resolves when `promise` does, after `ms`, or when `signal` aborts, whichever comes first. */
export async function waitAtMost(promise, ms, signal) {
  let timer;
  let onAbort;
  await Promise.race([
    promise,
    new Promise((resolve) => {
      timer = setTimeout(resolve, ms);
      onAbort = resolve;
      signal?.addEventListener('abort', onAbort, { once: true });
    }),
  ]);
  clearTimeout(timer);
  signal?.removeEventListener('abort', onAbort);
}
