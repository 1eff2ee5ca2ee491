import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { COMMENT_MAX, commentContentSchema, textLength } from '@scene-shop/domain/comments';
import { Form, useSchemaForm } from '../../../components/ui/form';
import { MSG } from '../../../lib/messages';
import styles from './comments.module.css';

const commentSchema = z.object({ content: commentContentSchema });
type CommentValues = z.input<typeof commentSchema>;

interface Props {
  /** A reply names the member answered; without it the form writes a top-level comment. */
  replyTo?: string;
  /** Sends the trimmed text; a thrown error's message is shown and the text kept. */
  onSubmit(content: string): Promise<void>;
  onCancel?(): void;
}

const cut = (text: string) => [...text].slice(0, COMMENT_MAX).join('');

/** Spec §5: a comment is 1–100 characters; typing stops at 100 (and says why), blank is refused. */
export function CommentForm({ replyTo, onSubmit, onCancel }: Props) {
  const form = useSchemaForm(commentSchema, { defaultValues: { content: '' } as CommentValues });
  const content = useWatch({ control: form.control, name: 'content' });
  const [overLimit, setOverLimit] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const id = useId();
  const field = form.register('content');
  const textarea = useRef<HTMLTextAreaElement | null>(null);

  useEffect(() => {
    if (replyTo) textarea.current?.focus();
  }, [replyTo]);

  const onChange = (e: ChangeEvent<HTMLTextAreaElement>) => {
    const over = textLength(e.target.value) > COMMENT_MAX;
    if (over) e.target.value = cut(e.target.value);
    setOverLimit(over);
    return field.onChange(e);
  };

  const submit = async (values: z.output<typeof commentSchema>) => {
    setFailure(null);
    try {
      await onSubmit(values.content);
      form.reset({ content: '' });
      setOverLimit(false);
    } catch (e) {
      setFailure(e instanceof Error ? e.message : MSG.comments.writeFailed);
    }
  };

  const error = form.formState.errors.content?.message ?? (overLimit ? MSG.comments.contentTooLong : failure);
  const busy = form.formState.isSubmitting;
  return (
    <Form form={form} onSubmit={submit} className={replyTo ? `${styles.form} ${styles.replyForm}` : styles.form}>
      <label htmlFor={id} className={replyTo ? 'visually-hidden' : styles.label}>
        {replyTo ? MSG.comments.replyLabel(replyTo) : MSG.comments.label}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        rows={replyTo ? 2 : 3}
        placeholder={replyTo ? MSG.comments.replyPlaceholder : MSG.comments.placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-counter ${id}-error`}
        {...field}
        ref={(el) => {
          field.ref(el);
          textarea.current = el;
        }}
        onChange={onChange}
      />
      <div className={styles.formFoot}>
        <p id={`${id}-error`} className={styles.error} role={error ? 'alert' : undefined}>
          {error}
        </p>
        <span id={`${id}-counter`} className={styles.counter} data-testid="comment-counter">
          {MSG.comments.counter(textLength(content))}
        </span>
      </div>
      <div className={styles.formActions}>
        {onCancel && (
          <button type="button" className="btn btn-outline" onClick={onCancel}>
            {MSG.comments.cancelReply}
          </button>
        )}
        <button type="submit" className="btn" disabled={busy}>
          {busy ? MSG.comments.submitting : MSG.comments.submit}
        </button>
      </div>
    </Form>
  );
}
