import { useId, type ReactNode } from 'react';
import styles from './fashion-forms.module.css';

interface Props {
  title: string;
  /** h2 for a form of the page itself, h4 for one inside a style's section. */
  level: 'h2' | 'h4';
  children: ReactNode;
}

/** The framed section a fashion form stands in, named by its heading. */
export function FormPanel({ title, level: Heading, children }: Props) {
  const headingId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.panelTitle}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
