import { useMutation } from '@apollo/client/react';
import { Link } from 'react-router';
import { StatusMessage } from '../../../components/ui/status-message';
import type { FashionCharacterRow_CharacterFragment } from '../../../gql/graphql';
import { MSG } from '../../../lib/messages';
import { fashionPaths } from '../fashion-paths';
import { DeleteCharacterMutation } from '../operations';
import { DeleteButton } from './delete-button';
import styles from './show-detail.module.css';

/** The show's characters: picture, actor, character, how many styles, the editor, and delete (§4 cascade). */
export function CharacterList({ characters }: { characters: readonly FashionCharacterRow_CharacterFragment[] }) {
  const m = MSG.adminFashion.show;
  const [deleteCharacter] = useMutation(DeleteCharacterMutation, {
    refetchQueries: ['FashionShow'],
    awaitRefetchQueries: true,
  });
  if (characters.length === 0) return <StatusMessage kind="empty">{m.noCharacters}</StatusMessage>;
  return (
    <ul className={styles.characters}>
      {characters.map((c) => {
        const who = MSG.adminFashion.actors.role(c.actorName, c.name);
        return (
          <li key={c.no} className={styles.character} data-testid="fashion-character">
            {c.pic ? <img className={styles.face} src={c.pic} alt="" /> : <span className={styles.face} />}
            <div className={styles.characterText}>
              <p className={styles.actor}>{c.actorName}</p>
              <p>{c.name}</p>
              <p className={styles.muted}>{m.styleCount(c.styleCount)}</p>
            </div>
            <div className={styles.characterActions}>
              <Link className="btn btn-outline" to={fashionPaths.character(c.no)} aria-label={m.editStylesOf(who)}>
                {m.editStyles}
              </Link>
              <DeleteButton
                label={m.deleteCharacter}
                accessibleName={m.deleteCharacterOf(who)}
                question={m.deleteCharacterConfirm(c.actorName, c.name)}
                cascade={m.deleteCharacterCascade}
                onConfirm={() => deleteCharacter({ variables: { no: c.no } })}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
