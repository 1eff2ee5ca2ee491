import { graphql } from '../../../gql';
import type { ScrapToggle_CharacterFragment } from '../../../gql/graphql';
import { MSG } from '../../../lib/messages';
import { useScrapToggle } from '../hooks/use-scrap-toggle';
import styles from './character-panel.module.css';

export const ScrapToggle_character = graphql(`
  fragment ScrapToggle_character on Character {
    no
    scrapCount
    scrappedByMe
  }
`);

interface Props {
  character: ScrapToggle_CharacterFragment;
  isLoggedIn: boolean;
  /** A guest (or an expired session) is sent to the login page instead. */
  onRequireLogin(): void;
}

/** The scrap button: pressed when the member scrapped the character, with the number of scraps. */
export function ScrapToggle({ character, isLoggedIn, onRequireLogin }: Props) {
  const { toggle, busy, failed } = useScrapToggle(character, onRequireLogin);
  return (
    <div className={styles.scrap}>
      <button
        type="button"
        className={character.scrappedByMe ? `${styles.scrapButton} ${styles.scrapped}` : styles.scrapButton}
        aria-pressed={character.scrappedByMe}
        disabled={busy}
        onClick={() => (isLoggedIn ? void toggle() : onRequireLogin())}
      >
        <span aria-hidden="true">{character.scrappedByMe ? '♥' : '♡'}</span> {MSG.scene.scrap}
      </button>
      <span className={styles.scrapCount} data-testid="scrap-count" aria-live="polite">
        {MSG.scene.scrapCount(character.scrapCount)}
      </span>
      {failed && (
        <p className={styles.error} role="alert">
          {MSG.scene.scrapFailed}
        </p>
      )}
    </div>
  );
}
