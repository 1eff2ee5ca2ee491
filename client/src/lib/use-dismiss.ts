import { useEffect, type RefObject } from 'react';

/**
 * While `open`, a popover closes on Escape (`returnFocus` true: give the focus back to what opened it, so the
 * keyboard user is where they started) and on a pointer press outside `root` (false: the focus goes where the press
 * went).
 */
export function useDismiss(root: RefObject<HTMLElement | null>, open: boolean, close: (returnFocus: boolean) => void) {
  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) close(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close(true);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [root, open, close]);
}
