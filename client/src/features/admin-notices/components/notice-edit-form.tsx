import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Form, useSchemaForm } from '../../../components/ui/form';
import { StatusMessage } from '../../../components/ui/status-message';
import type { AdminNoticeQuery as AdminNoticeData } from '../../../gql/graphql';
import { graphqlErrorMessage } from '../../../lib/graphql-error';
import { MSG } from '../../../lib/messages';
import { paths } from '../../../lib/paths';
import { forgetNoticeLists, useClearErrorsOnEdit } from '../notice-cache';
import { noticeSchema, type NoticeFormValues, type NoticeValues } from '../notice-schema';
import { DeleteNoticeMutation, UpdateNoticeMutation } from '../operations';
import { NoticeFields } from './notice-fields';
import styles from './notice-form.module.css';

type Notice = AdminNoticeData['adminNotice'];
/** The action waiting for the admin's yes: finishing the edit (with the checked values) or deleting. */
type Pending = { action: 'finish'; values: NoticeValues } | { action: 'delete' } | null;

/** Back to list, delete notice and finish edit (§2); the last two ask first and return to /admin/help. */
export function NoticeEditForm({ notice }: { notice: Notice }) {
  const navigate = useNavigate();
  const form = useSchemaForm<NoticeFormValues, NoticeValues>(noticeSchema, {
    defaultValues: { title: notice.title, category: notice.category, contents: notice.contents },
    reValidateMode: 'onSubmit',
  });
  useClearErrorsOnEdit(form);
  const [pending, setPending] = useState<Pending>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [update, updating] = useMutation(UpdateNoticeMutation, { update: (cache) => forgetNoticeLists(cache) });
  const [remove, removing] = useMutation(DeleteNoticeMutation, {
    update: (cache) => forgetNoticeLists(cache, notice.no),
  });

  const confirm = async () => {
    if (!pending) return;
    setFailure(null);
    try {
      if (pending.action === 'finish') await update({ variables: { no: notice.no, input: pending.values } });
      else await remove({ variables: { no: notice.no } });
      void navigate(paths.adminSection('help'));
    } catch (e) {
      setPending(null);
      const fallback = pending.action === 'finish' ? MSG.adminNotices.saveFailed : MSG.adminNotices.deleteFailed;
      setFailure(graphqlErrorMessage(e, fallback));
    }
  };

  const finishing = pending?.action === 'finish';
  return (
    <>
      <Form
        form={form}
        onSubmit={(values) => setPending({ action: 'finish', values })}
        onInvalid={() => setFailure(null)}
      >
        <NoticeFields />
        {failure && <StatusMessage kind="error">{failure}</StatusMessage>}
        <div className={styles.actions}>
          <Link to={paths.adminSection('help')} className={`btn btn-outline ${styles.start}`}>
            {MSG.adminNotices.backToList}
          </Link>
          <button type="button" className="btn btn-outline" onClick={() => setPending({ action: 'delete' })}>
            {MSG.adminNotices.delete}
          </button>
          <button type="submit" className="btn">
            {MSG.adminNotices.finishEdit}
          </button>
        </div>
      </Form>
      {pending && (
        <ConfirmDialog
          title={finishing ? MSG.adminNotices.finishConfirm : MSG.adminNotices.deleteConfirm}
          confirmText={finishing ? MSG.adminNotices.finishEdit : MSG.adminNotices.delete}
          cancelText={MSG.adminNotices.cancel}
          danger={!finishing}
          busy={updating.loading || removing.loading}
          onConfirm={() => void confirm()}
          onCancel={() => setPending(null)}
        />
      )}
    </>
  );
}
