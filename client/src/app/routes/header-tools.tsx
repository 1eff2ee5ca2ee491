import { lazy, Suspense } from 'react';
import { CartLink } from '../../features/cart/components/cart-link';
import { SearchToggle } from '../../features/search/components/search-toggle';
import { useSession } from '../../lib/session-context';

// The bell, its popup and the alert socket are for members only: visitors never download them.
const AlertBell = lazy(() =>
  import('../../features/alert/components/alert-bell').then((m) => ({ default: m.AlertBell })),
);

/** Feature controls in the header, before the profile menu: search, the alert bell (members only), then the cart. */
export function HeaderTools() {
  const { isLoggedIn } = useSession();
  return (
    <>
      <SearchToggle />
      {isLoggedIn && (
        <Suspense fallback={null}>
          <AlertBell />
        </Suspense>
      )}
      <CartLink />
    </>
  );
}
