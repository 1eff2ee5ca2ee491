import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { Form, useSchemaForm } from '../../../components/ui/form';
import { TextField } from '../../../components/ui/text-field';
import type { CannedRepliesQuery as CannedRepliesData } from '../../../gql/graphql';
import { graphqlErrorField, graphqlErrorMessage } from '../../../lib/graphql-error';
import { MSG } from '../../../lib/messages';
import { cannedReplySchema, type CannedReplyValues } from './canned-reply-schema';
import { CannedRepliesQuery, SaveCannedReplyMutation } from './operations';
import styles from './canned.module.css';

type CannedReply = CannedRepliesData['cannedReplies'][number];

interface Props {
  /** The reply being changed; without it the form adds one. */
  reply?: CannedReply;
  /** After a save: an added reply's form empties, an edited one's closes. */
  onSaved?(): void;
  onCancel?(): void;
}

const byShortcut = (a: CannedReply, b: CannedReply) => a.shortcut.localeCompare(b.shortcut);

/** Adds or changes a canned reply; the server's refusal (a shortcut in use) shows at the field it names. */
export function CannedReplyForm({ reply, onSaved, onCancel }: Props) {
  const id = useId();
  const form = useSchemaForm(cannedReplySchema, {
    defaultValues: { shortcut: reply?.shortcut ?? '', content: reply?.content ?? '' } as CannedReplyValues,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [save] = useMutation(SaveCannedReplyMutation, {
    // The list is the server's, in shortcut order: the saved reply takes its place there.
    update(cache, { data }) {
      const saved = data?.saveCannedReply;
      if (!saved) return;
      cache.updateQuery({ query: CannedRepliesQuery }, (list) =>
        list
          ? { cannedReplies: [...list.cannedReplies.filter((r) => r.no !== saved.no), saved].sort(byShortcut) }
          : undefined,
      );
    },
  });

  const submit = async (values: { shortcut: string; content: string }) => {
    setFailure(null);
    try {
      await save({ variables: { input: { ...values, ...(reply ? { no: reply.no } : {}) } } });
      if (!reply) form.reset({ shortcut: '', content: '' });
      onSaved?.();
    } catch (e) {
      const message = graphqlErrorMessage(e, MSG.adminChat.canned.saveFailed);
      const field = graphqlErrorField(e);
      if (field === 'shortcut' || field === 'content') form.setError(field, { message }, { shouldFocus: true });
      else setFailure(message);
    }
  };

  const { errors, isSubmitting } = form.formState;
  const contentId = `${id}-content`;
  return (
    <Form form={form} onSubmit={submit} onInvalid={() => setFailure(null)} className={styles.form}>
      <TextField
        label={MSG.adminChat.canned.shortcut}
        autoComplete="off"
        error={errors.shortcut?.message}
        {...form.register('shortcut')}
      />
      <div className={styles.field}>
        <label htmlFor={contentId} className={styles.label}>
          {MSG.adminChat.canned.content}
        </label>
        <textarea
          id={contentId}
          className={styles.textarea}
          rows={3}
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={errors.content ? `${contentId}-error` : undefined}
          {...form.register('content')}
        />
        {errors.content && (
          <p id={`${contentId}-error`} className={styles.error} role="alert">
            {errors.content.message}
          </p>
        )}
      </div>
      {failure && (
        <p className="form-failure" role="alert">
          {failure}
        </p>
      )}
      <div className={styles.formActions}>
        {onCancel && (
          <button type="button" className="btn btn-outline" onClick={onCancel} disabled={isSubmitting}>
            {MSG.adminChat.canned.cancel}
          </button>
        )}
        <button type="submit" className="btn" disabled={isSubmitting}>
          {isSubmitting ? MSG.adminChat.canned.saving : reply ? MSG.adminChat.canned.save : MSG.adminChat.canned.add}
        </button>
      </div>
    </Form>
  );
}
