import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { MessageDialog } from '../../../components/ui/message-dialog';
import { graphqlErrorMessage } from '../../../lib/graphql-error';
import { MSG } from '../../../lib/messages';
import { PagedList } from '../../../components/ui/paged-list';
import { usePageParam } from '../../../lib/use-page-param';
import { MyScrapsQuery, SCRAP_PAGE_SIZE, UnscrapMutation } from './operations';
import { ScrapCard } from './scrap-card';
import styles from './scraps.module.css';

/** /user/mypage/scrap: the member's scrapped characters, 5 per page. */
export function ScrapListPage() {
  const [page, setPage] = usePageParam();
  const { data, loading, error, refetch } = useQuery(MyScrapsQuery, {
    variables: { page: page - 1, size: SCRAP_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const [unscrap, { loading: busy }] = useMutation(UnscrapMutation);
  const [failure, setFailure] = useState<string | null>(null);

  const cancel = async (scrapNo: number, characterNo: number) => {
    try {
      await unscrap({
        variables: { characterNo },
        refetchQueries: 'active',
        update(cache) {
          cache.evict({ id: cache.identify({ __typename: 'Scrap', no: scrapNo }) });
          const character = cache.identify({ __typename: 'Character', no: characterNo });
          for (const fieldName of ['scrappedByMe', 'scrapCount']) cache.evict({ id: character, fieldName });
          cache.evict({ fieldName: 'scrapState' });
          cache.gc();
        },
      });
    } catch (e) {
      setFailure(graphqlErrorMessage(e, MSG.scraps.cancelFailed));
    }
  };

  return (
    <>
      <h1 className="page-title">{MSG.scraps.title}</h1>
      <PagedList
        data={data?.myScraps}
        loading={loading}
        error={error}
        texts={{ loading: MSG.scraps.loading, empty: MSG.scraps.empty, error: MSG.scraps.error }}
        onRetry={() => void refetch()}
        page={page}
        onPage={setPage}
      >
        {(scraps) => (
          <ul className={styles.list}>
            {scraps.content.map((scrap) => (
              <ScrapCard
                key={scrap.no}
                scrap={scrap}
                busy={busy}
                onCancel={() => void cancel(scrap.no, scrap.character.no)}
              />
            ))}
          </ul>
        )}
      </PagedList>
      {failure && <MessageDialog message={failure} okText={MSG.mypage.confirm} onClose={() => setFailure(null)} />}
    </>
  );
}
