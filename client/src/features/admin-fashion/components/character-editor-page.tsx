import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../../components/ui/query-state';
import { StatusMessage } from '../../../components/ui/status-message';
import type { FashionCharacterQuery as CharacterData } from '../../../gql/graphql';
import { MSG } from '../../../lib/messages';
import { fashionPaths } from '../fashion-paths';
import { FashionCharacterQuery } from '../operations';
import { AddStyleForm } from './add-style-form';
import layout from './fashion-layout.module.css';
import styles from './character-editor.module.css';
import { StylePanel } from './style-panel';

type Character = NonNullable<CharacterData['adminCharacter']>;

/**
 * /admin/fashion/character/{no} (§2 Character editor). The spec passed the character as navigation state; here it is
 * loaded by its number, so a reload or a shared link works. Missing or unloadable: 'unable to load detail information'.
 */
export function CharacterEditorPage() {
  const no = Number(useParams().no);
  const valid = Number.isInteger(no) && no > 0;
  const m = MSG.adminFashion.character;
  const { data, loading, error, refetch } = useQuery(FashionCharacterQuery, {
    variables: { no },
    skip: !valid,
    fetchPolicy: 'cache-and-network',
  });
  return (
    <section className={`page ${layout.page}`}>
      <QueryState
        data={valid ? data?.adminCharacter : null}
        loading={valid && loading}
        error={error}
        onRetry={() => void refetch()}
        texts={{ loading: m.loading, error: m.unavailable, notFound: m.unavailable }}
        action={
          <Link className="btn btn-outline" to={fashionPaths.list()}>
            {MSG.adminFashion.show.backToList}
          </Link>
        }
      >
        {(character) => <Editor character={character} />}
      </QueryState>
    </section>
  );
}

function Editor({ character }: { character: Character }) {
  const m = MSG.adminFashion.character;
  const stylesId = useId();
  return (
    <>
      <Link className={`btn btn-outline ${layout.back}`} to={fashionPaths.show(character.show.no)}>
        {m.backToShow(character.show.title)}
      </Link>
      <header className={styles.header}>
        {character.pic ? <img className={styles.face} src={character.pic} alt="" /> : <span className={styles.face} />}
        <div>
          <p className={styles.show}>{character.show.title}</p>
          <h1 className={styles.title}>{MSG.adminFashion.actors.role(character.actorName, character.name)}</h1>
        </div>
      </header>
      <AddStyleForm characterNo={character.no} />
      <section className={layout.section} aria-labelledby={stylesId}>
        <h2 id={stylesId} className={layout.sectionTitle}>
          {m.styles}
        </h2>
        {character.styles.length === 0 ? (
          <StatusMessage kind="empty">{m.noStyles}</StatusMessage>
        ) : (
          <ol className={styles.styles}>
            {character.styles.map((style, i) => (
              <li key={style.no}>
                <StylePanel style={style} name={m.styleNo(i + 1)} />
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
