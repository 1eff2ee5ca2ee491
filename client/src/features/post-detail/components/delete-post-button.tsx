import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { graphqlErrorMessage } from '../../../lib/graphql-error';
import { MSG } from '../../../lib/messages';
import { DeletePostMutation } from '../operations';
import styles from './post-detail.module.css';

interface Props {
  postNo: number;
  /** Where to go once the post is in the trash. */
  onDeleted(): void;
}

/** Moves the post to the trash after a confirmation: the author's own post, or any post for the admin. */
export function DeletePostButton({ postNo, onDeleted }: Props) {
  const [remove, { loading }] = useMutation(DeletePostMutation);
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    setFailure(null);
    try {
      await remove({
        variables: { no: postNo },
        update(cache) {
          cache.modify({ id: cache.identify({ __typename: 'Post', no: postNo }), fields: { deleted: () => true } });
          // Every list that showed the post is asked again.
          for (const fieldName of ['feed', 'myPosts', 'trashedPosts', 'popularPosts']) cache.evict({ fieldName });
          cache.gc();
        },
      });
      onDeleted();
    } catch (e) {
      setAsking(false);
      setFailure(graphqlErrorMessage(e, MSG.postDetail.deleteFailed));
    }
  };

  return (
    <>
      <button type="button" className={styles.toolButton} onClick={() => setAsking(true)}>
        {MSG.postDetail.delete}
      </button>
      {failure && (
        <span className={styles.error} role="alert">
          {failure}
        </span>
      )}
      {asking && (
        <ConfirmDialog
          title={MSG.postDetail.deleteTitle}
          confirmText={MSG.postDetail.delete}
          cancelText={MSG.postDetail.cancel}
          onConfirm={() => void confirm()}
          onCancel={() => setAsking(false)}
          busy={loading}
          danger
        >
          <p>{MSG.postDetail.deleteBody}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
