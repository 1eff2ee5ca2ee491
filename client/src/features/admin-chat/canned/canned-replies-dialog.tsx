import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Modal } from '../../../components/ui/modal';
import { QueryState } from '../../../components/ui/query-state';
import type { CannedRepliesQuery as CannedRepliesData } from '../../../gql/graphql';
import { MSG } from '../../../lib/messages';
import { CannedReplyForm } from './canned-reply-form';
import { CannedRepliesQuery, DeleteCannedReplyMutation } from './operations';
import styles from './canned.module.css';

type CannedReply = CannedRepliesData['cannedReplies'][number];

interface Props {
  onClose(): void;
}

/** The canned replies' manager: the list (each editable in place or deleted after a confirmation) and a form to add. */
export function CannedRepliesDialog({ onClose }: Props) {
  const { data, loading, error, refetch } = useQuery(CannedRepliesQuery);
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<CannedReply | null>(null);
  const [deleteFailed, setDeleteFailed] = useState(false);
  const [remove, { loading: removing }] = useMutation(DeleteCannedReplyMutation);

  const confirmDelete = async (reply: CannedReply) => {
    setDeleteFailed(false);
    try {
      await remove({
        variables: { no: reply.no },
        update: (cache) =>
          cache.updateQuery({ query: CannedRepliesQuery }, (list) =>
            list ? { cannedReplies: list.cannedReplies.filter((r) => r.no !== reply.no) } : undefined,
          ),
      });
    } catch {
      setDeleteFailed(true);
    }
    setDeleting(null);
  };

  return (
    <Modal
      title={MSG.adminChat.canned.title}
      onClose={onClose}
      actions={
        <button type="button" className="btn btn-outline" onClick={onClose}>
          {MSG.adminChat.canned.close}
        </button>
      }
    >
      <p className={styles.intro}>{MSG.adminChat.canned.intro}</p>
      <QueryState
        data={data?.cannedReplies}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        isEmpty={(list) => list.length === 0}
        texts={{
          loading: MSG.adminChat.canned.loading,
          error: MSG.adminChat.canned.error,
          empty: MSG.adminChat.canned.empty,
        }}
      >
        {(list) => (
          <ul className={styles.list}>
            {list.map((reply) => (
              <li key={reply.no} className={styles.item} data-testid="canned-reply">
                {editing === reply.no ? (
                  <CannedReplyForm reply={reply} onSaved={() => setEditing(null)} onCancel={() => setEditing(null)} />
                ) : (
                  <>
                    <div className={styles.itemText}>
                      <span className={styles.shortcut}>/{reply.shortcut}</span>
                      <span className={styles.content}>{reply.content}</span>
                    </div>
                    <div className={styles.itemActions}>
                      <button
                        type="button"
                        className="btn btn-outline"
                        aria-label={MSG.adminChat.canned.editOf(reply.shortcut)}
                        onClick={() => setEditing(reply.no)}
                      >
                        {MSG.adminChat.canned.edit}
                      </button>
                      <button
                        type="button"
                        className="btn btn-outline"
                        aria-label={MSG.adminChat.canned.deleteOf(reply.shortcut)}
                        onClick={() => setDeleting(reply)}
                      >
                        {MSG.adminChat.canned.delete}
                      </button>
                    </div>
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {deleteFailed && (
        <p className="form-failure" role="alert">
          {MSG.adminChat.canned.deleteFailed}
        </p>
      )}
      <h3 className={styles.formTitle}>{MSG.adminChat.canned.add}</h3>
      <CannedReplyForm />
      {deleting && (
        <ConfirmDialog
          title={MSG.adminChat.canned.deleteConfirm(deleting.shortcut)}
          confirmText={MSG.adminChat.canned.delete}
          cancelText={MSG.adminChat.canned.cancel}
          danger
          busy={removing}
          onConfirm={() => void confirmDelete(deleting)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </Modal>
  );
}
