import { useState, type ChangeEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { Form, useSchemaForm } from '../../../components/ui/form';
import { MSG } from '../../../lib/messages';
import { REVIEW_MAX_LENGTH } from './operations';
import { reviewSchema, type ReviewFormValues } from './review-schema';
import { StarInput } from './star-input';
import { useObjectUrl } from '../../../lib/use-object-url';
import styles from './reviews.module.css';

export interface ReviewInputValues {
  contents: string;
  score: number;
}

interface Props {
  /** Writing checks every rule of §5; editing only caps the contents at 40 characters. */
  mode: 'write' | 'edit';
  initial?: { contents: string; score: number; pic: string | null };
  submitting: boolean;
  error: string | null;
  onSubmit(input: ReviewInputValues, image: File | null): void;
}

export function ReviewForm({ mode, initial, submitting, error, onSubmit }: Props) {
  const write = mode === 'write';
  const form = useSchemaForm(reviewSchema(mode), {
    defaultValues: { contents: initial?.contents ?? '', score: initial ? String(initial.score) : '' },
  });
  const { register, control, formState } = form;
  const contents = useWatch({ control, name: 'contents' });
  const score = Number(useWatch({ control, name: 'score' })) || 0;
  const [cut, setCut] = useState(false);
  const [image, setImage] = useState<File | null>(null);
  const preview = useObjectUrl(image) ?? initial?.pic ?? null;

  const contentsField = register('contents');
  const scoreField = register('score');

  // Input beyond 40 characters is cut off, and the member is told why.
  const onContents = (e: ChangeEvent<HTMLTextAreaElement>) => {
    const over = e.target.value.length > REVIEW_MAX_LENGTH;
    if (over) e.target.value = e.target.value.slice(0, REVIEW_MAX_LENGTH);
    setCut(over);
    return contentsField.onChange(e);
  };

  const contentsError = formState.errors.contents?.message ?? (cut ? MSG.reviews.contentsTooLong : undefined);
  const submit = (v: ReviewFormValues) => onSubmit({ contents: v.contents.trim(), score: Number(v.score) }, image);

  return (
    <Form form={form} onSubmit={submit} className={styles.form}>
      <StarInput field={scoreField} value={score} error={formState.errors.score?.message} />
      <div className={styles.field}>
        <label htmlFor="review-contents" className={styles.label}>
          {MSG.reviews.contents}
        </label>
        <textarea
          id="review-contents"
          className={styles.textarea}
          rows={3}
          placeholder={MSG.reviews.placeholder}
          aria-invalid={contentsError ? true : undefined}
          aria-describedby="review-counter review-contents-error"
          {...contentsField}
          onChange={onContents}
        />
        <div className={styles.fieldFoot}>
          <p id="review-contents-error" className={styles.error} role={contentsError ? 'alert' : undefined}>
            {contentsError}
          </p>
          <span id="review-counter" className={styles.counter} data-testid="review-counter">
            {MSG.reviews.counter(contents.length)}
          </span>
        </div>
      </div>
      <div className={styles.field}>
        <span className={styles.label}>{MSG.reviews.imageTitle}</span>
        <div className={styles.fileRow}>
          {/* The native file button speaks the browser's language; a styled label speaks Korean. */}
          <input
            id="review-image"
            type="file"
            accept="image/*"
            className={`visually-hidden ${styles.file}`}
            onChange={(e) => setImage(e.target.files?.[0] ?? null)}
          />
          <label htmlFor="review-image" className="btn btn-outline">
            {MSG.reviews.image}
          </label>
          <span className={styles.fileName}>{image?.name ?? MSG.reviews.noImage}</span>
        </div>
        {preview && (
          <img className={styles.preview} src={preview} alt={MSG.reviews.imagePreview} width={160} height={160} />
        )}
      </div>
      {error && (
        <p className={styles.failure} role="alert">
          {error}
        </p>
      )}
      <button type="submit" className={`btn btn-accent ${styles.submit}`} disabled={submitting}>
        {submitting ? MSG.reviews.saving : write ? MSG.reviews.submit : MSG.reviews.save}
      </button>
    </Form>
  );
}
