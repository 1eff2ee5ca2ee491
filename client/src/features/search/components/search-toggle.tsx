import { lazy, Suspense, useRef, useState } from 'react';
import { MSG } from '../../../lib/messages';

// The bar, its autocomplete and their query are downloaded on the first open, not with the first page.
const HeaderSearch = lazy(() => import('./header-search'));

/** The header's search button: opens and closes the search bar below the header. */
export function SearchToggle() {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={ref}
        type="button"
        className="icon-button"
        aria-label={MSG.nav.search}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        <svg
          width="22"
          height="22"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          aria-hidden="true"
        >
          <path d="M11 4.5a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13M16 16l4.5 4.5" />
        </svg>
      </button>
      {open && (
        <Suspense fallback={null}>
          <HeaderSearch toggle={ref} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
