import v8 from 'node:v8';

/**
 * The heap ceiling (old generation, MB) the shop's own start commands give Node: `npm start`, `npm run dev`, the
 * Dockerfile and the bench. Without one V8 lets short-lived garbage grow the heap toward a quarter of the machine's
 * memory before it collects it (an instance serving cached reads reached 350 MB of RSS, 190 MB with the ceiling).
 */
export const SERVER_HEAP_MB = 256;

/** What an instance holds besides its response cache, with room (measured: 70–80 MB of old generation under load). */
const WORKING_SET_MB = 160;

/**
 * The problem, if any, of a response cache too large for the heap Node was given: it would end in an out-of-memory
 * crash under load instead of evictions.
 */
export function heapProblem(cacheMegabytes: number, heapLimitMegabytes: number): string | null {
  const needed = cacheMegabytes + WORKING_SET_MB;
  if (heapLimitMegabytes >= needed) return null;
  return `RESPONSE_CACHE_MAX_MB: ${cacheMegabytes} MB of cache needs a heap of ${needed} MB; this Node has ${Math.floor(heapLimitMegabytes)} MB (start it with --max-old-space-size=${needed} or more)`;
}

/** This process's heap limit in MB, as V8 reports it (the old generation's ceiling plus the young one). */
export const heapLimitMegabytes = (): number => v8.getHeapStatistics().heap_size_limit / (1024 * 1024);
