import { Link } from 'react-router';
import { graphql } from '../../../gql';
import type { ScrapCard_ScrapFragment } from '../../../gql/graphql';
import { MSG } from '../../../lib/messages';
import styles from './scraps.module.css';
import { paths } from '../../../lib/paths';

export const ScrapCard_scrap = graphql(`
  fragment ScrapCard_scrap on Scrap {
    no
    character {
      no
      name
      pic
      show {
        no
        title
      }
    }
  }
`);

interface Props {
  scrap: ScrapCard_ScrapFragment;
  busy: boolean;
  onCancel(): void;
}

/** A scrapped character, linking to its show; the scrap can be cancelled here. */
export function ScrapCard({ scrap: { character }, busy, onCancel }: Props) {
  return (
    <li className={styles.card} data-testid="scrap">
      <Link to={paths.show(character.show.no)} className={styles.link}>
        <div className={styles.pic}>
          {character.pic && <img src={character.pic} alt="" loading="lazy" decoding="async" width={96} height={96} />}
        </div>
        <div>
          <p className={styles.name}>{character.name}</p>
          <p className={styles.show}>{character.show.title}</p>
        </div>
      </Link>
      <button
        type="button"
        className="btn btn-outline"
        disabled={busy}
        onClick={onCancel}
        aria-label={MSG.scraps.cancelOf(character.name)}
      >
        {MSG.scraps.cancel}
      </button>
    </li>
  );
}
