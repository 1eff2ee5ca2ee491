import { useEffect, useId, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useObjectUrl } from '../../../lib/use-object-url';
import { IMAGE_TYPES } from '../fashion-schemas';
import styles from './fashion-forms.module.css';

interface Props {
  label: string;
  previewAlt: string;
}

/** The form's `file` field: a picture with its preview; the form's schema says whether one is required. */
export function ImageField({ label, previewAlt }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const { setValue, resetField, formState } = useFormContext<{ file?: File }>();
  const file = useWatch<{ file?: File }, 'file'>({ name: 'file' });
  const preview = useObjectUrl(file ?? null);
  const error = formState.errors.file?.message;
  // A reset form (after a save) empties the input too, which the browser keeps on its own.
  useEffect(() => {
    if (!file && input.current) input.current.value = '';
  }, [file]);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        ref={input}
        id={id}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => {
          const chosen = e.target.files?.[0];
          if (chosen) setValue('file', chosen, { shouldValidate: formState.isSubmitted });
          else resetField('file');
        }}
      />
      {preview && <img className={styles.preview} src={preview} alt={previewAlt} />}
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
