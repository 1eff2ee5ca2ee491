import { Navigate, useParams, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { MessageDialog } from '../../../components/ui/message-dialog';
import { MSG } from '../../../lib/messages';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session-context';
import { usePostActions } from '../hooks/use-post-actions';
import { MyPostList } from './my-post-list';
import { MyPostsTabs } from './my-posts-tabs';
import styles from './my-posts.module.css';

const T = MSG.myPosts;

/**
 * /user/style/list/{userNo}: my posts (5 a page) or, with ?tab=trash, my trash. Only my own: another member's number
 * leads to my own list.
 */
export function MyPostsPage() {
  const { userNo } = useSession();
  const owner = Number(useParams().userNo);
  const trash = useSearchParams()[0].get('tab') === 'trash';
  const actions = usePostActions();

  if (userNo !== null && owner !== userNo) return <Navigate to={paths.myPosts(userNo)} replace />;
  const purging = actions.asking?.action === 'purge';
  return (
    <div>
      <h1 className="page-title">{T.title}</h1>
      <MyPostsTabs listPath={paths.myPosts(owner)} trash={trash} />
      <p className={styles.notice} role="status">
        {actions.notice}
      </p>
      <MyPostList key={String(trash)} trash={trash} actions={actions} />
      {actions.asking && (
        <ConfirmDialog
          title={purging ? T.purgeTitle : T.deleteTitle}
          confirmText={purging ? T.purge : T.delete}
          cancelText={T.cancel}
          onConfirm={actions.confirm}
          onCancel={actions.cancel}
          busy={actions.busy}
          danger
        >
          <p>{purging ? T.purgeBody : T.deleteBody}</p>
        </ConfirmDialog>
      )}
      {actions.failure && <MessageDialog message={actions.failure} okText={T.ok} onClose={actions.dismissFailure} />}
    </div>
  );
}
