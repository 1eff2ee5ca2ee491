import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import styles from './product-list.module.css';

type Side = 'right' | 'left' | 'below';

/** Room between the card and the panel: the grid's gap. */
const GAP = 16;

/**
 * Where the panel (as wide as the card, 280 px at least: product-list.module.css) fits beside its card without
 * leaving the grid: after it, else before it, else (one column) over what follows below it.
 */
function sideFor(card: DOMRect, grid: DOMRect): Side {
  const width = Math.max(card.width, 280);
  if (card.right + GAP + width <= grid.right + 1) return 'right';
  if (card.left - GAP - width >= grid.left - 1) return 'left';
  return 'below';
}

/**
 * The review panel floats beside its card, over the neighbouring cards, so opening it moves no card of the grid (it
 * used to take a second column and push the rest along). Placed inside the card's grid cell. It takes the focus and
 * comes into view when it opens; Escape closes it, and the focus goes back to where it was (the rating).
 */
export function ReviewPopover({ onClose, children }: { onClose(): void; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [side, setSide] = useState<Side>('right');
  useLayoutEffect(() => {
    const cell = ref.current?.parentElement;
    const grid = cell?.parentElement;
    if (!cell || !grid) return;
    const place = () => setSide(sideFor(cell.getBoundingClientRect(), grid.getBoundingClientRect()));
    place();
    const observer = new ResizeObserver(place);
    observer.observe(grid);
    return () => observer.disconnect();
  }, []);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    ref.current?.focus({ preventScroll: true });
    // Once placed (the side is measured before the first paint).
    const frame = requestAnimationFrame(() => ref.current?.scrollIntoView?.({ block: 'nearest' }));
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close.current();
    document.addEventListener('keydown', onKey);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', onKey);
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className={`${styles.popover} ${styles[side]}`}
      data-side={side}
      data-testid="review-popover"
    >
      {children}
    </div>
  );
}
