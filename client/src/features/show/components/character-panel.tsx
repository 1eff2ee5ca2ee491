import type { ReactNode } from 'react';
import { graphql } from '../../../gql';
import type { CharacterPanel_CharacterFragment } from '../../../gql/graphql';
import { MSG } from '../../../lib/messages';
import styles from './character-panel.module.css';

export const CharacterPanel_character = graphql(`
  fragment CharacterPanel_character on Character {
    no
    name
    actorName
    pic
  }
`);

interface Props {
  character: CharacterPanel_CharacterFragment;
  /** One-based position among the show's characters. */
  position: number;
  total: number;
  onPrevious(): void;
  onNext(): void;
  /** The scrap toggle, placed under the name. */
  scrap: ReactNode;
}

/** The current character with previous / next buttons that wrap around the show's cast. */
export function CharacterPanel({ character, position, total, onPrevious, onNext, scrap }: Props) {
  return (
    <section className={styles.panel} aria-label={MSG.scene.characters}>
      <button type="button" className={styles.arrow} onClick={onPrevious} aria-label={MSG.scene.previousCharacter}>
        ‹
      </button>
      <div className={styles.body}>
        {character.pic ? (
          <img
            key={character.no}
            className={styles.portrait}
            src={character.pic}
            alt=""
            width={300}
            height={300}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className={styles.portrait} />
        )}
        <div className={styles.info}>
          <span className={styles.position} data-testid="character-position">
            {MSG.scene.characterStatus(position, total)}
          </span>
          <h2 className={styles.name} aria-live="polite">
            {character.name}
          </h2>
          <p className={styles.actor}>{MSG.scene.actor(character.actorName)}</p>
          {scrap}
        </div>
      </div>
      <button type="button" className={styles.arrow} onClick={onNext} aria-label={MSG.scene.nextCharacter}>
        ›
      </button>
    </section>
  );
}
