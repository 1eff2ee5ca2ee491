import styles from './page-numbers.module.css';

/** Pages either side of the current one that keep their number; further ones fold into '…'. */
const REACH = 1;

/** The pages to offer: the first, the last, and the current one with its neighbours; null marks a gap. */
export function pageWindow(page: number, total: number): (number | null)[] {
  const shown = new Set([1, total]);
  for (let p = page - REACH; p <= page + REACH; p++) if (p >= 1 && p <= total) shown.add(p);
  const pages = [...shown].sort((a, b) => a - b);
  return pages.flatMap((p, i) => {
    const before = pages[i - 1];
    if (before === undefined || p === before + 1) return [p];
    // A gap of one page shows that page rather than '…'.
    return p === before + 2 ? [before + 1, p] : [null, p];
  });
}

interface Props {
  page: number;
  total: number;
  onChange(page: number): void;
  /** A page button's accessible name, its number among words ('5 페이지': the visible text stays a word of it). */
  label(page: number): string;
}

/** The page numbers of a long list (68 pages of items): jump to the first, the last or near the current page. */
export function PageNumbers({ page, total, onChange, label }: Props) {
  return (
    <ol className={styles.numbers}>
      {pageWindow(page, total).map((p, i) =>
        p === null ? (
          <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
            …
          </li>
        ) : (
          <li key={p}>
            <button
              type="button"
              className={p === page ? `${styles.number} ${styles.current}` : styles.number}
              aria-label={label(p)}
              aria-current={p === page ? 'page' : undefined}
              onClick={() => p !== page && onChange(p)}
            >
              {p}
            </button>
          </li>
        ),
      )}
    </ol>
  );
}
