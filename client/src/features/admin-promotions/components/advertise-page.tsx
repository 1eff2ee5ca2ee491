import { useMutation } from '@apollo/client/react';
import { useId, useState, type ReactNode } from 'react';
import { Form, useSchemaForm } from '../../../components/ui/form';
import { StatusMessage } from '../../../components/ui/status-message';
import { graphqlErrorMessage } from '../../../lib/graphql-error';
import { MSG } from '../../../lib/messages';
import { advertiseSchema, type AdvertiseForm, type AdvertiseFormValues } from '../guide-path-schema';
import { SendAdvertisementMutation } from '../operations';
import { guidePath } from '../promotion-paths';
import { DoneDialog, FormButtons, SendingOverlay } from './form-status';
import { GuidePathFields } from './guide-path-fields';
import styles from './promotions.module.css';

const TYPES = ['product', 'show'] as const;
const EMPTY: AdvertiseFormValues = { content: '', type: '', target: null };

/**
 * /admin/promotion/advertise: an advertisement alert to every member (admin-console §2; §5: no client checks);
 * `history` goes below the form.
 */
export function AdvertisePage({ history }: { history?: ReactNode }) {
  const form = useSchemaForm(advertiseSchema(), { defaultValues: EMPTY });
  const [failed, setFailed] = useState<string | null>(null);
  const [send, { loading, data }] = useMutation(SendAdvertisementMutation);
  const contentId = useId();
  const m = MSG.adminPromotions.advertiseForm;

  const submit = async ({ content, type, target }: AdvertiseForm) => {
    setFailed(null);
    const path = type ? guidePath(type, target?.no ?? null) : null;
    await send({ variables: { input: { content, path } } }).catch((err: unknown) =>
      setFailed(graphqlErrorMessage(err, m.failed)),
    );
  };

  return (
    <div className={`page ${styles.page}`}>
      <h1 className="page-title">{m.title}</h1>
      <Form form={form} className={styles.form} onSubmit={submit}>
        <div className={styles.field}>
          <label htmlFor={contentId}>{m.content}</label>
          <textarea id={contentId} rows={4} maxLength={300} {...form.register('content')} />
        </div>
        <GuidePathFields label={m.pathType} types={TYPES} />
        {failed && <StatusMessage kind="error">{failed}</StatusMessage>}
        <FormButtons submit={m.submit} busy={loading} />
      </Form>
      {history}
      {loading && <SendingOverlay />}
      {data && <DoneDialog message={m.done} />}
    </div>
  );
}
