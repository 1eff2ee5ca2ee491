import type { ReactNode } from 'react';
import styles from './pager.module.css';

interface Props {
  /** One-based page shown to people. */
  page: number;
  totalPages: number;
  onChange(page: number): void;
  label: string;
  previousText: string;
  nextText: string;
  status(page: number, total: number): string;
  /** Extra class for the bar, e.g. a tighter margin inside a popup. */
  className?: string;
  /** What stands between previous and next instead of 'page / total' (a long list's page numbers). */
  pages?: ReactNode;
}

/** Previous / next buttons with a 'page / total' display (or `pages`); the buttons are disabled at the ends. */
export function Pager({ page, totalPages, onChange, label, previousText, nextText, status, className, pages }: Props) {
  const total = Math.max(totalPages, 1);
  return (
    <nav className={className ? `${styles.pager} ${className}` : styles.pager} aria-label={label}>
      <button type="button" className="btn btn-outline" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        <span aria-hidden="true">‹</span> {previousText}
      </button>
      {pages ?? (
        <span className={styles.status} aria-live="polite" data-testid="pager-status">
          {status(page, total)}
        </span>
      )}
      <button type="button" className="btn btn-outline" disabled={page >= total} onClick={() => onChange(page + 1)}>
        {nextText} <span aria-hidden="true">›</span>
      </button>
    </nav>
  );
}
