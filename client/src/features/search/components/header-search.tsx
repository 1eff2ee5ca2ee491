import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { SearchBar } from './search-bar';
import styles from './header-search.module.css';

interface Props {
  /** The header's search button: pressing it toggles, it is not a press outside. */
  toggle: RefObject<HTMLButtonElement | null>;
  onClose(): void;
}

/**
 * The search bar as a panel under the header. It closes on Escape (focus back on the button), on a press outside,
 * after a search and when the page changes.
 */
export function HeaderSearch({ toggle, onClose }: Props) {
  const root = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const openedOn = useRef(pathname);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    if (pathname !== openedOn.current) close.current();
  }, [pathname]);

  useEffect(() => {
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Node;
      if (!root.current?.contains(target) && !toggle.current?.contains(target)) close.current();
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [toggle]);

  return (
    <div
      ref={root}
      className={styles.panel}
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        onClose();
        toggle.current?.focus();
      }}
    >
      <div className={styles.inner}>
        <SearchBar autoFocus onSearched={onClose} />
      </div>
    </div>
  );
}

/** For React.lazy in the toggle: a default export spares the first load the code that would pick a named one. */
export default HeaderSearch;
