import { useQuery } from '@apollo/client/react';
import { PagedList } from '../../../components/ui/paged-list';
import { MSG } from '../../../lib/messages';
import { usePageParam } from '../../../lib/use-page-param';
import { ClaimCard } from './claim-card';
import { CLAIM_PAGE_SIZE, MyClaimsQuery } from './operations';
import styles from './claims.module.css';

/** /user/mypage/claim: the member's returns and exchanges, newest first, each with its state and timeline. */
export function ClaimListPage() {
  const [page, setPage] = usePageParam();
  const { data, loading, error, refetch } = useQuery(MyClaimsQuery, {
    variables: { page: page - 1, size: CLAIM_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <>
      <h1 className="page-title">{MSG.claims.title}</h1>
      <PagedList
        data={data?.myClaims}
        loading={loading}
        error={error}
        texts={{ loading: MSG.claims.loading, empty: MSG.claims.empty, error: MSG.claims.error }}
        onRetry={() => void refetch()}
        page={page}
        onPage={setPage}
      >
        {(claims) => (
          <div className={styles.list}>
            {claims.content.map((claim) => (
              <ClaimCard key={claim.no} claim={claim} />
            ))}
          </div>
        )}
      </PagedList>
    </>
  );
}
