import { useQuery } from '@apollo/client/react';
import { NavLink } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PagedList } from '../../../components/ui/paged-list';
import { StatusMessage } from '../../../components/ui/status-message';
import { graphqlErrorCode } from '../../../lib/graphql-error';
import { MSG } from '../../../lib/messages';
import { paths } from '../../../lib/paths';
import { usePageParam } from '../../../lib/use-page-param';
import { useFollowListAction, type FollowListAction } from '../hooks/use-follow-list-action';
import { FOLLOW_PAGE_SIZE, FollowListPageQuery } from '../operations';
import { FollowListItem } from './follow-list-item';
import styles from './follow-list.module.css';

export type FollowListKind = 'followee' | 'follower';
const KINDS: readonly FollowListKind[] = ['follower', 'followee'];

/**
 * /user/style/{userNo}/followList/{followee|follower}: 10 members a page, each linking to their profile. On my own
 * follower list every follower can be removed, on my own followee list every followee unfollowed, each after a
 * confirmation. `null`: the address holds no member number.
 */
export function FollowListPage({ userNo, kind }: { userNo: number | null; kind: FollowListKind }) {
  if (userNo === null) return <StatusMessage kind="empty">{MSG.followList.notFound}</StatusMessage>;
  return <FollowList userNo={userNo} kind={kind} />;
}

function FollowList({ userNo, kind }: { userNo: number; kind: FollowListKind }) {
  const [page, setPage] = usePageParam();
  const variables = {
    userNo,
    kind: kind === 'followee' ? 'FOLLOWEE' : 'FOLLOWER',
    page: page - 1,
    size: FOLLOW_PAGE_SIZE,
  } as const;
  const { data, loading, error, refetch } = useQuery(FollowListPageQuery, { variables });
  // An unknown member answers NOT_FOUND: shown as 'not found', not as a failure to retry.
  const failed = graphqlErrorCode(error) === 'NOT_FOUND' ? undefined : error;
  const owner = data?.profile;
  const ownAction: FollowListAction = kind === 'follower' ? 'remove' : 'unfollow';
  const act = useFollowListAction(owner?.isMe === true ? ownAction : null);
  const T = MSG.followList;
  const texts = {
    remove: { title: T.confirmTitle, body: T.confirmBody, confirm: T.remove, cancel: T.cancel, failed: T.removeFailed },
    unfollow: {
      title: T.unfollowTitle,
      body: T.unfollowBody,
      confirm: T.unfollow,
      cancel: T.keepFollowing,
      failed: T.unfollowFailed,
    },
  }[ownAction];

  return (
    <div className={styles.page}>
      <h1 className="page-title">
        {owner ? MSG.followList.heading[kind](owner.nickname) : MSG.followList.title[kind]}
      </h1>
      <nav className={styles.tabs} aria-label={MSG.followList.tabs}>
        {KINDS.map((k) => (
          <NavLink
            key={k}
            to={paths.followList(userNo, k)}
            className={({ isActive }) => (isActive ? `${styles.tab} ${styles.active}` : styles.tab)}
          >
            {MSG.followList.title[k]}
          </NavLink>
        ))}
      </nav>
      {act.failed && (
        <p className={styles.error} role="alert">
          {texts.failed}
        </p>
      )}
      <PagedList
        data={data?.followList}
        loading={loading}
        error={failed}
        onRetry={() => void refetch()}
        texts={MSG.followList}
        page={page}
        onPage={setPage}
        pagerLabel={MSG.followList.pagination}
      >
        {({ content }) => (
          <ul className={styles.list}>
            {content.map((member) => (
              <FollowListItem
                key={member.no}
                member={member}
                action={act.choose && ownAction}
                onAction={() => act.choose?.(member)}
              />
            ))}
          </ul>
        )}
      </PagedList>
      {act.pending && (
        <ConfirmDialog
          title={texts.title}
          confirmText={texts.confirm}
          cancelText={texts.cancel}
          onConfirm={() => void act.confirm()}
          onCancel={act.cancel}
          busy={act.busy}
          danger
        >
          <p>{texts.body(act.pending.nickname)}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
