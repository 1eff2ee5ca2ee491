import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { QueryState } from '../../../components/ui/query-state';
import { StatusMessage } from '../../../components/ui/status-message';
import type { FashionCharacterRow_CharacterFragment } from '../../../gql/graphql';
import { graphqlErrorMessage } from '../../../lib/graphql-error';
import { MSG } from '../../../lib/messages';
import { AddCharacterMutation, FindShowInfoQuery } from '../operations';
import layout from './fashion-layout.module.css';
import styles from './show-detail.module.css';

interface Props {
  show: { no: number; title: string; characters: readonly FashionCharacterRow_CharacterFragment[] };
}

/** Stored names carry the ' 역' suffix the source's do not. */
const bare = (name: string) => name.trim().replace(/\s+역$/, '');

/** The actors the external source knows for the show's title, each added with one button (§2 Show detail). */
export function FoundActors({ show }: Props) {
  const m = MSG.adminFashion.actors;
  const headingId = useId();
  const { data, loading, error, refetch } = useQuery(FindShowInfoQuery, { variables: { title: show.title } });
  const [addCharacter] = useMutation(AddCharacterMutation, {
    refetchQueries: ['FashionShow'],
    awaitRefetchQueries: true,
  });
  const [adding, setAdding] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const known = new Set(show.characters.map((c) => `${c.actorName}/${bare(c.name)}`));

  const add = (actor: { actor: string; character: string; pic: string | null }) => {
    const key = `${actor.actor}/${actor.character}`;
    setAdding(key);
    setFailure(null);
    addCharacter({ variables: { showNo: show.no, actor: actor.actor, character: actor.character, pic: actor.pic } })
      .catch((e: unknown) => setFailure(graphqlErrorMessage(e, MSG.adminFashion.actionFailed)))
      .finally(() => setAdding(null));
  };

  return (
    <section className={layout.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={layout.sectionTitle}>
        {m.title}
      </h2>
      <QueryState
        data={data}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        texts={{ loading: m.loading, error: graphqlErrorMessage(error, m.error) }}
      >
        {({ findShowInfo: info }) =>
          !info || info.actors.length === 0 ? (
            <StatusMessage kind="empty">{m.none}</StatusMessage>
          ) : (
            <ul className={styles.actors}>
              {info.actors.map((a) => {
                const key = `${a.actor}/${a.character}`;
                const added = known.has(`${a.actor}/${bare(a.character)}`);
                return (
                  <li key={key} className={styles.actorCard} data-testid="found-actor">
                    {a.pic ? <img className={styles.face} src={a.pic} alt="" /> : <span className={styles.face} />}
                    <span className={styles.actorName}>{m.role(a.actor, a.character)}</span>
                    {added ? (
                      <span className={styles.added}>{m.added}</span>
                    ) : (
                      <button
                        type="button"
                        className="btn btn-outline"
                        aria-label={m.addRole(a.actor, a.character)}
                        disabled={adding !== null}
                        onClick={() => add(a)}
                      >
                        {m.add}
                      </button>
                    )}
                  </li>
                );
              })}
            </ul>
          )
        }
      </QueryState>
      {failure && (
        <p className="form-failure" role="alert">
          {failure}
        </p>
      )}
    </section>
  );
}
