import { useController, useFormContext, useWatch } from 'react-hook-form';
import { MSG } from '../../../lib/messages';
import { useObjectUrl } from '../../../lib/use-object-url';
import { isPostImage, type PostFormValues } from '../post-schema';
import styles from './post-form.module.css';

const T = MSG.postForm;

/** A new post's picture: chosen, checked at once (type) and previewed. */
export function ImageField() {
  const { control, trigger } = useFormContext<PostFormValues>();
  const {
    field: { ref, onChange },
    fieldState,
  } = useController({ control, name: 'image' });
  const image = useWatch({ control, name: 'image' });
  const preview = useObjectUrl(image && isPostImage(image) ? image : null);
  const error = fieldState.error?.message;

  return (
    <div className={styles.field}>
      <span className={styles.label}>{T.image}</span>
      <div className={styles.fileRow}>
        {/* The native file button speaks the browser's language; a styled label speaks Korean. */}
        <input
          id="post-image"
          ref={ref}
          type="file"
          accept="image/jpeg,image/png,image/gif,.jpg,.jpeg,.png,.gif"
          className={`visually-hidden ${styles.file}`}
          aria-invalid={error ? true : undefined}
          aria-describedby="post-image-hint post-image-error"
          onChange={(e) => {
            onChange(e.target.files?.[0] ?? null);
            void trigger('image');
          }}
        />
        <label htmlFor="post-image" className="btn btn-outline">
          {T.chooseImage}
        </label>
        <span className={styles.fileName}>{image?.name ?? T.noImage}</span>
      </div>
      <p id="post-image-hint" className={styles.hint}>
        {T.imageHint}
      </p>
      <p id="post-image-error" className={styles.error} role={error ? 'alert' : undefined}>
        {error}
      </p>
      {preview && <img className={styles.preview} src={preview} alt={T.imagePreview} width={200} height={250} />}
    </div>
  );
}

/** An edited post's picture: shown, not changeable (spec §5). */
export function LockedImage({ pic }: { pic: string | null }) {
  return (
    <div className={styles.field}>
      <span className={styles.label}>{T.image}</span>
      {pic && <img className={styles.preview} src={pic} alt={T.currentImage} width={200} height={250} />}
      <p className={styles.hint}>{T.imageLocked}</p>
    </div>
  );
}
