import { MSG } from '../../../lib/messages';
import styles from './fashion-forms.module.css';

interface Props {
  /** The server's refusal that no field of the form took (see placeServerError). */
  failure: string | null;
  /** While saving, the buttons are disabled and the submit one says so. */
  loading: boolean;
  submitLabel: string;
  /** Forms that close when done offer a cancel button; those that stay open have none. */
  onCancel?(): void;
}

/** The end of every fashion form: its own failure message, then cancel and submit. */
export function FormActions({ failure, loading, submitLabel, onCancel }: Props) {
  return (
    <>
      {failure && (
        <p className="form-failure" role="alert">
          {failure}
        </p>
      )}
      <div className={styles.actions}>
        {onCancel && (
          <button type="button" className="btn btn-outline" onClick={onCancel} disabled={loading}>
            {MSG.adminFashion.cancel}
          </button>
        )}
        <button type="submit" className="btn" disabled={loading}>
          {loading ? MSG.adminFashion.saving : submitLabel}
        </button>
      </div>
    </>
  );
}
