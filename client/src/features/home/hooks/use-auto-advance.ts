import { useEffect, useState } from 'react';

/**
 * An index into `count` items that moves to the next one every `delayMs` (wrapping), unless paused.
 * The returned index is always within 0..count-1 even after the list shrinks.
 */
export function useAutoAdvance(count: number, delayMs: number, paused: boolean): number {
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), delayMs);
    return () => clearInterval(timer);
  }, [count, delayMs, paused]);

  return count > 0 ? index % count : 0;
}
