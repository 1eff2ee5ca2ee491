import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { NavLink } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PagedList } from '../../../components/ui/paged-list';
import { StatusMessage } from '../../../components/ui/status-message';
import type { FollowListItem_MemberFragment } from '../../../gql/graphql';
import { graphqlErrorCode } from '../../../lib/graphql-error';
import { MSG } from '../../../lib/messages';
import { paths } from '../../../lib/paths';
import { usePageParam } from '../../../lib/use-page-param';
import { dropFollowLists } from '../follow-cache';
import { FOLLOW_PAGE_SIZE, FollowListPageQuery, RemoveFollowerMutation } from '../operations';
import { FollowListItem } from './follow-list-item';
import styles from './follow-list.module.css';

export type FollowListKind = 'followee' | 'follower';
const KINDS: readonly FollowListKind[] = ['follower', 'followee'];

/**
 * /user/style/{userNo}/followList/{followee|follower}: 10 members a page, each linking to their profile. On my own
 * follower list every follower can be removed, after a confirmation. `null`: the address holds no member number.
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
  const [removing, setRemoving] = useState<FollowListItem_MemberFragment | null>(null);
  const [removeFailed, setRemoveFailed] = useState(false);
  const [remove, { loading: busy }] = useMutation(RemoveFollowerMutation);
  const owner = data?.profile;
  const mayRemove = kind === 'follower' && owner?.isMe === true;

  const confirmRemove = async (member: FollowListItem_MemberFragment) => {
    setRemoveFailed(false);
    try {
      await remove({
        variables: { userNo: member.no },
        // The lists that held the follower load again when shown; my own counts come back with the answer.
        update: dropFollowLists,
      });
    } catch {
      setRemoveFailed(true);
    }
    setRemoving(null);
  };

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
      {removeFailed && (
        <p className={styles.error} role="alert">
          {MSG.followList.removeFailed}
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
                onRemove={mayRemove ? () => setRemoving(member) : undefined}
              />
            ))}
          </ul>
        )}
      </PagedList>
      {removing && (
        <ConfirmDialog
          title={MSG.followList.confirmTitle}
          confirmText={MSG.followList.remove}
          cancelText={MSG.followList.cancel}
          onConfirm={() => void confirmRemove(removing)}
          onCancel={() => setRemoving(null)}
          busy={busy}
          danger
        >
          <p>{MSG.followList.confirmBody(removing.nickname)}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
