import { useId } from 'react';
import { MSG } from '../../../lib/messages';
import { useObjectUrl } from '../../../lib/use-object-url';
import { isPictureType, PICTURE_TYPES } from '../profile-edit-schema';
import { Avatar } from '../../../components/ui/avatar';
import styles from './own-profile-panel.module.css';

interface Props {
  current: string | null;
  nickname: string;
  file: File | null;
  error: string | null;
  /** A chosen file of another type is refused here, with the reason, and never sent. */
  onChange(file: File | null, error: string | null): void;
}

const T = MSG.profilePanel;

/** A new profile picture (jpeg, png or gif) with its preview beside the current one. */
export function PictureField({ current, nickname, file, error, onChange }: Props) {
  const id = useId();
  const preview = useObjectUrl(file);
  return (
    <div className={styles.picture}>
      <span className={styles.label}>{T.picture}</span>
      <div className={styles.pictureRow}>
        {preview ? (
          <img className={styles.preview} src={preview} alt={T.preview} width={64} height={64} />
        ) : (
          <Avatar pic={current} nickname={nickname} size="md" />
        )}
        {/* The native file button speaks the browser's language; a styled label speaks Korean. */}
        <input
          id={id}
          type="file"
          accept={PICTURE_TYPES.join(',')}
          className="visually-hidden"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            const chosen = e.target.files?.[0] ?? null;
            if (chosen && !isPictureType(chosen)) onChange(null, T.badImage);
            else onChange(chosen, null);
          }}
        />
        <label htmlFor={id} className="btn btn-outline">
          {T.choosePicture}
        </label>
      </div>
      <span className={styles.fileName}>{file?.name ?? T.noPictureChosen}</span>
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
