import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { z } from 'zod';
import { Form, useSchemaForm } from '../../../components/ui/form';
import { Modal } from '../../../components/ui/modal';
import { graphqlErrorCode, graphqlErrorMessage } from '../../../lib/graphql-error';
import { MSG } from '../../../lib/messages';
import { ReportPostMutation } from '../operations';
import styles from './report-dialog.module.css';

const REASONS = ['INSULT', 'ADVERTISING', 'OBSCENE'] as const;
const reportSchema = z.object({
  category: z.enum(REASONS, { error: () => MSG.postDetail.reportReasonRequired }),
});
type ReportValues = z.input<typeof reportSchema>;

/** Once reported (or found already reported), the post's report button hides. */
const markReported = (cache: ApolloCache, postNo: number) =>
  cache.modify({ id: cache.identify({ __typename: 'Post', no: postNo }), fields: { reportedByMe: () => true } });

interface Props {
  postNo: number;
  onClose(): void;
  /** Called once the report is in (or the server says it already was), with the text to confirm it. */
  onReported(message: string): void;
}

/** Spec §5: a report gives one of three reasons, 욕설 / 홍보 / 선정성. */
export function ReportDialog({ postNo, onClose, onReported }: Props) {
  const form = useSchemaForm(reportSchema, { defaultValues: {} as ReportValues });
  const [report, { loading, client }] = useMutation(ReportPostMutation);
  const [failure, setFailure] = useState<string | null>(null);
  const formId = useId();
  const errorId = `${formId}-error`;
  const error = form.formState.errors.category?.message ?? failure;

  const submit = async ({ category }: z.output<typeof reportSchema>) => {
    setFailure(null);
    try {
      await report({ variables: { postNo, category }, update: (cache) => markReported(cache, postNo) });
      onReported(MSG.postDetail.reported);
    } catch (e) {
      const message = graphqlErrorMessage(e, MSG.postDetail.reportFailed);
      if (graphqlErrorCode(e) !== 'CONFLICT') return setFailure(message);
      markReported(client.cache, postNo);
      onReported(message);
    }
  };

  return (
    <Modal
      title={MSG.postDetail.reportTitle}
      onClose={loading ? undefined : onClose}
      actions={
        <>
          <button type="button" className="btn btn-outline" onClick={onClose} disabled={loading}>
            {MSG.postDetail.cancel}
          </button>
          <button type="submit" form={formId} className="btn btn-accent" disabled={loading}>
            {loading ? MSG.postDetail.reportSending : MSG.postDetail.reportSubmit}
          </button>
        </>
      }
    >
      <Form form={form} onSubmit={submit} id={formId} className={styles.reportForm}>
        <fieldset
          className={styles.reasons}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        >
          <legend className={styles.reasonsLegend}>{MSG.postDetail.reportReason}</legend>
          {REASONS.map((reason) => (
            <label key={reason} className={styles.reason}>
              <input type="radio" value={reason} {...form.register('category')} />
              {MSG.postDetail.reportReasons[reason]}
            </label>
          ))}
        </fieldset>
        {error && (
          <p id={errorId} className={styles.error} role="alert">
            {error}
          </p>
        )}
      </Form>
    </Modal>
  );
}
