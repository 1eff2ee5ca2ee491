import { useId } from 'react';
import type { ChatCategory } from '../../gql/graphql';
import { MSG } from '../../lib/messages';
import styles from './chat.module.css';

/** Spec §9's order: product inquiry, delivery inquiry, other inquiry. */
export const CHAT_CATEGORIES: readonly ChatCategory[] = ['PRODUCT', 'DELIVERY', 'OTHER'];

interface Props {
  onChoose(category: ChatCategory): void;
  busy: boolean;
  error: string | null;
}

/** A new chat's first step (spec §2): what the inquiry is about. Messages can be sent once it is chosen. */
export function CategoryChooser({ onChoose, busy, error }: Props) {
  const titleId = useId();
  return (
    <section className={styles.chooser} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.chooserTitle}>
        {MSG.chat.categoryTitle}
      </h2>
      <p className={styles.muted}>{MSG.chat.categoryHint}</p>
      <div className={styles.categories}>
        {CHAT_CATEGORIES.map((category) => (
          <button
            key={category}
            type="button"
            className="btn btn-outline"
            disabled={busy}
            onClick={() => onChoose(category)}
          >
            {MSG.chat.categories[category]}
          </button>
        ))}
      </div>
      {error && (
        <p role="alert" className="form-failure">
          {error}
        </p>
      )}
    </section>
  );
}
