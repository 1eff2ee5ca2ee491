import { useCallback, useEffect, useRef, useState } from 'react';

/** How long "typing…" stays after the other side's last typing signal (they send one at most every 2 s). */
export const TYPING_SHOWN_MS = 3000;

/** The other side's typing indicator: on with each signal, off after a quiet while or when their message arrives. */
export function useOtherTyping() {
  const [typing, setTyping] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const stop = useCallback(() => {
    clearTimeout(timer.current);
    setTyping(false);
  }, []);

  const start = useCallback(() => {
    clearTimeout(timer.current);
    setTyping(true);
    timer.current = setTimeout(() => setTyping(false), TYPING_SHOWN_MS);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);
  return { typing, start, stop };
}
