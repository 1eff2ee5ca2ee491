import type { ReactNode } from 'react';
import styles from './status-message.module.css';

interface Props {
  kind: 'loading' | 'empty' | 'error';
  children: ReactNode;
  action?: ReactNode;
}

/** One look for loading, empty and error states; errors are announced to screen readers. */
export function StatusMessage({ kind, children, action }: Props) {
  return (
    <div className={`${styles.box} ${styles[kind]}`} role={kind === 'error' ? 'alert' : 'status'}>
      {kind === 'loading' && <span className={styles.spinner} aria-hidden="true" />}
      <p className={styles.text}>{children}</p>
      {action}
    </div>
  );
}
