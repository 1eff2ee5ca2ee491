import { useEffect, useState } from 'react';

/** The current time, renewed every `everyMs`: relative times ('3분 전') on a page left open keep up. */
export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
