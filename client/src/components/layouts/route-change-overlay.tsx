import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { MSG } from '../../lib/messages';
import styles from './route-change-overlay.module.css';

/** Spec: a loading overlay shows for 500 ms on each route change. */
export const ROUTE_OVERLAY_MS = 500;

export function RouteChangeOverlay() {
  const { pathname } = useLocation();
  // The path whose 500 ms are over; a new path shows the overlay at once, without an extra render.
  const [doneFor, setDoneFor] = useState<string | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => setDoneFor(pathname), ROUTE_OVERLAY_MS);
    return () => clearTimeout(timer);
  }, [pathname]);

  if (doneFor === pathname) return null;
  return (
    <div className={styles.overlay} role="status" aria-live="polite" data-testid="route-overlay">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{MSG.site.loading}</span>
    </div>
  );
}
