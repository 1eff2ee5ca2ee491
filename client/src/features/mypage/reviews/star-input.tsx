import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { MSG } from '../../../lib/messages';
import styles from './reviews.module.css';

interface Props {
  field: UseFormRegisterReturn;
  value: number;
  error?: string;
}

/** The score as five radio buttons drawn as stars; keyboard arrows move between them like any radio group. */
export function StarInput({ field, value, error }: Props) {
  const errorId = useId();
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.label}>{MSG.reviews.score}</legend>
      <div className={styles.starInput}>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={n <= value ? `${styles.star} ${styles.on}` : `${styles.star} ${styles.off}`}>
            <input
              type="radio"
              value={String(n)}
              className="visually-hidden"
              aria-label={MSG.reviews.scoreOption(n)}
              {...field}
            />
            <span aria-hidden="true">★</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
