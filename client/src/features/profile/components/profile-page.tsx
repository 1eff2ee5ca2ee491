import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { Navigate } from 'react-router';
import { PagedList } from '../../../components/ui/paged-list';
import { QueryState } from '../../../components/ui/query-state';
import { StatusMessage } from '../../../components/ui/status-message';
import { graphqlErrorCode } from '../../../lib/graphql-error';
import { MSG } from '../../../lib/messages';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session-context';
import { usePageParam } from '../../../lib/use-page-param';
import { PROFILE_GRID_SIZE, ProfilePageQuery, ProfilePostsQuery } from '../operations';
import { Avatar } from '../../../components/ui/avatar';
import { ProfileHeader } from './profile-header';
import { ProfilePostGrid } from './profile-post-grid';
import styles from './profile-page.module.css';

/** Spec §2: the profile of member 1 (the administrator) is the notice board. */
const NOTICE_OWNER_NO = 1;

/**
 * /user/style/profile/{no}: another member's profile and the grid of their posts. My own profile is my post list;
 * member 1's is the notice board (spec §2). `null`: the address holds no member number.
 */
export function ProfilePage({ userNo }: { userNo: number | null }) {
  const { userNo: me } = useSession();
  if (userNo === null) return <StatusMessage kind="empty">{MSG.profile.notFound}</StatusMessage>;
  if (me !== null && userNo === me) return <Navigate to={paths.myPosts(me)} replace />;
  if (userNo === NOTICE_OWNER_NO) return <Navigate to={paths.notices()} replace />;
  return <OtherProfile userNo={userNo} />;
}

function OtherProfile({ userNo }: { userNo: number }) {
  const { data, loading, error, refetch } = useQuery(ProfilePageQuery, { variables: { userNo } });
  const texts = { loading: MSG.profile.loading, error: MSG.profile.error, notFound: MSG.profile.notFound };
  const titleId = useId();
  // An unknown member answers NOT_FOUND: shown as 'not found', not as a failure to retry.
  const failed = graphqlErrorCode(error) === 'NOT_FOUND' ? undefined : error;
  return (
    <QueryState data={data?.profile} loading={loading} error={failed} onRetry={() => void refetch()} texts={texts}>
      {(profile) =>
        profile.withdrawn ? (
          <section className={styles.withdrawn} aria-labelledby={titleId}>
            <Avatar pic={null} nickname={profile.nickname} size="lg" decorative />
            <h1 id={titleId} className={styles.withdrawnTitle}>
              {MSG.profile.withdrawnMember}
            </h1>
            <p>{MSG.profile.withdrawnBody}</p>
          </section>
        ) : (
          <div className={styles.page}>
            <ProfileHeader profile={profile} />
            <ProfilePosts userNo={profile.no} />
          </div>
        )
      }
    </QueryState>
  );
}

function ProfilePosts({ userNo }: { userNo: number }) {
  const [page, setPage] = usePageParam();
  const headingId = useId();
  const { data, loading, error, refetch } = useQuery(ProfilePostsQuery, {
    variables: { userNo, page: page - 1, size: PROFILE_GRID_SIZE },
  });
  return (
    <section aria-labelledby={headingId} className={styles.posts}>
      <h2 id={headingId} className="visually-hidden">
        {MSG.profile.grid}
      </h2>
      <PagedList
        data={data?.profilePosts}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        texts={{ loading: MSG.profile.gridLoading, error: MSG.profile.gridError, empty: MSG.profile.noPosts }}
        page={page}
        onPage={setPage}
        pagerLabel={MSG.profile.pagination}
      >
        {({ content }) => <ProfilePostGrid posts={content} />}
      </PagedList>
    </section>
  );
}
