import { useMutation, useQuery } from '@apollo/client/react';
import { useId, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { QueryState } from '../../../components/ui/query-state';
import type { FashionShowQuery as ShowData } from '../../../gql/graphql';
import { MSG } from '../../../lib/messages';
import { paths } from '../../../lib/paths';
import { fashionPaths } from '../fashion-paths';
import { DeleteShowMutation, FashionShowQuery } from '../operations';
import { CharacterList } from './character-list';
import { DeleteButton } from './delete-button';
import { FoundActors } from './found-actors';
import { ManualCharacterForm } from './manual-character-form';
import layout from './fashion-layout.module.css';
import styles from './show-detail.module.css';

type Show = NonNullable<ShowData['adminShow']>;

interface Props {
  /** The show's change history, composed in by the route (features do not import each other). */
  history(showNo: number): ReactNode;
}

/** /admin/fashion/show/{no} (§2 Show detail): the show, its characters, adding them, and deleting the show. */
export function ShowDetailPage({ history }: Props) {
  const no = Number(useParams().no);
  const valid = Number.isInteger(no) && no > 0;
  const m = MSG.adminFashion.show;
  const { data, loading, error, refetch } = useQuery(FashionShowQuery, {
    variables: { no },
    skip: !valid,
    fetchPolicy: 'cache-and-network',
  });
  return (
    <section className={`page ${layout.page}`}>
      <Link className={`btn btn-outline ${layout.back}`} to={fashionPaths.list()}>
        {m.backToList}
      </Link>
      <QueryState
        data={valid ? data?.adminShow : null}
        loading={valid && loading}
        error={error}
        onRetry={() => void refetch()}
        texts={{ loading: m.loading, error: m.error, notFound: m.notFound }}
      >
        {(show) => <ShowDetail show={show} history={history(show.no)} />}
      </QueryState>
    </section>
  );
}

function ShowDetail({ show, history }: { show: Show; history: ReactNode }) {
  const m = MSG.adminFashion.show;
  const navigate = useNavigate();
  const charactersId = useId();
  const [deleteShow] = useMutation(DeleteShowMutation);
  const remove = () =>
    deleteShow({ variables: { no: show.no } }).then(() => navigate(fashionPaths.list(), { replace: true }));
  return (
    <>
      <header className={styles.header}>
        {show.pic ? (
          <img className={styles.poster} src={show.pic} alt="" />
        ) : (
          <span className={`${styles.poster} ${styles.noPoster}`}>{MSG.adminFashion.shows.noPoster}</span>
        )}
        <div className={styles.headerText}>
          <h1 className={styles.title}>{show.title}</h1>
          <div className={styles.headerActions}>
            <Link className="btn btn-outline" to={paths.show(show.no)}>
              {m.storefront}
            </Link>
            <DeleteButton
              className="btn btn-accent"
              label={m.delete}
              question={m.deleteConfirm(show.title)}
              cascade={m.deleteCascade}
              onConfirm={remove}
            />
          </div>
        </div>
      </header>
      <section className={layout.section} aria-labelledby={charactersId}>
        <h2 id={charactersId} className={layout.sectionTitle}>
          {m.characters}
        </h2>
        <CharacterList characters={show.characters} />
      </section>
      <FoundActors show={show} />
      <ManualCharacterForm showNo={show.no} />
      {history}
    </>
  );
}
