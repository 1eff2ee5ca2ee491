import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Form, useSchemaForm } from '../../../components/ui/form';
import { MessageDialog } from '../../../components/ui/message-dialog';
import { StatusMessage } from '../../../components/ui/status-message';
import { graphqlErrorMessage } from '../../../lib/graphql-error';
import { MSG } from '../../../lib/messages';
import { paths } from '../../../lib/paths';
import { forgetNoticeLists, useClearErrorsOnEdit } from '../notice-cache';
import { emptyNotice, noticeSchema, type NoticeFormValues, type NoticeValues } from '../notice-schema';
import { CreateNoticeMutation } from '../operations';
import { NoticeFields } from './notice-fields';
import styles from './notice-form.module.css';

/** /admin/help/notices/new: title, category and contents; a dialog confirms the registration. */
export function NoticeAddPage() {
  const navigate = useNavigate();
  const form = useSchemaForm<NoticeFormValues, NoticeValues>(noticeSchema, {
    defaultValues: emptyNotice,
    reValidateMode: 'onSubmit',
  });
  useClearErrorsOnEdit(form);
  const [failure, setFailure] = useState<string | null>(null);
  const [added, setAdded] = useState(false);
  const [create] = useMutation(CreateNoticeMutation, { update: (cache) => forgetNoticeLists(cache) });

  const submit = async (values: NoticeValues) => {
    setFailure(null);
    try {
      await create({ variables: { input: values } });
      setAdded(true);
    } catch (e) {
      setFailure(graphqlErrorMessage(e, MSG.adminNotices.saveFailed));
    }
  };

  return (
    <div className={`page ${styles.page}`}>
      <h1 className="page-title">{MSG.adminNotices.addTitle}</h1>
      <Form form={form} onSubmit={submit} onInvalid={() => setFailure(null)}>
        <NoticeFields />
        {failure && <StatusMessage kind="error">{failure}</StatusMessage>}
        <div className={styles.actions}>
          <button type="button" className="btn btn-outline" onClick={() => void navigate(-1)}>
            {MSG.adminNotices.back}
          </button>
          <button type="submit" className="btn" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? MSG.adminNotices.adding : MSG.adminNotices.submitAdd}
          </button>
        </div>
      </Form>
      {added && (
        <MessageDialog
          message={MSG.adminNotices.added}
          okText={MSG.adminNotices.backToList}
          onClose={() => void navigate(paths.adminSection('help'))}
        />
      )}
    </div>
  );
}
