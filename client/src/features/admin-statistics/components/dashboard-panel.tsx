import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { MSG } from '../../../lib/messages';
import styles from './statistics.module.css';

interface Props {
  title: string;
  /** The range the panel shows when it is not the period's own (this month's panel). */
  note?: string;
  /** Its statistics screen, with the period. */
  details: string;
  children: ReactNode;
}

/** One panel of the dashboard (admin-console §2): its title, a 'details' link to its screen, and its chart. */
export function DashboardPanel({ title, note, details, children }: Props) {
  const headingId = useId();
  return (
    <li className={styles.panel}>
      <section aria-labelledby={headingId}>
        <header className={styles.panelHeader}>
          <h2 id={headingId} className={styles.sectionTitle}>
            {title}
          </h2>
          <Link to={details} className={styles.details} aria-describedby={headingId}>
            {MSG.adminStatistics.details}
          </Link>
        </header>
        {note && <p className={styles.note}>{note}</p>}
        {children}
      </section>
    </li>
  );
}
