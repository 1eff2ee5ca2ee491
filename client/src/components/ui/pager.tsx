import { PageNumbers } from './page-numbers';
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
  /** A long list offers its page numbers instead of 'page / total'; the label names a page button. */
  numbered?: { label(page: number): string };
}

/**
 * Previous / next buttons with a 'page / total' display (or the page numbers); the buttons are disabled at the ends.
 */
export function Pager(props: Props) {
  const { page, totalPages, onChange, label, previousText, nextText, status, className, numbered } = props;
  const total = Math.max(totalPages, 1);
  return (
    <nav className={className ? `${styles.pager} ${className}` : styles.pager} aria-label={label}>
      <button type="button" className="btn btn-outline" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        <span aria-hidden="true">‹</span> {previousText}
      </button>
      {numbered ? (
        <PageNumbers page={page} total={total} onChange={onChange} label={numbered.label} />
      ) : (
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
