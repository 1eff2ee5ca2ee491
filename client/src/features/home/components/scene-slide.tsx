import { Link } from 'react-router';
import { graphql } from '../../../gql';
import type { SceneSlide_SceneFragment } from '../../../gql/graphql';
import { MSG } from '../../../lib/messages';
import { trimRoleSuffix } from '../character-name';
import { SceneStyle } from './scene-style';
import styles from './scene-slide.module.css';
import { paths } from '../../../lib/paths';

export const SceneSlide_scene = graphql(`
  fragment SceneSlide_scene on Scene {
    show {
      no
      title
      pic
    }
    character {
      no
      name
      actorName
      pic
    }
    ...SceneStyle_scene
  }
`);

interface Props {
  scene: SceneSlide_SceneFragment | null;
  /** The home data is still on its way. */
  loading: boolean;
  onRefresh(): void;
  refreshing: boolean;
}

/** Banner slide 2 of 2: 'CHOOSE YOUR SCENE!' with a random show, one of its characters and an outfit. */
export function SceneSlide({ scene, loading, onRefresh, refreshing }: Props) {
  const character = scene?.character;
  // The show detail opens on the character shown here (navigation state, as the spec hands it over).
  const state = character ? { characterNo: character.no } : undefined;

  return (
    <div className={styles.scene}>
      <h2 className={styles.heading}>{MSG.home.chooseScene}</h2>
      {!scene ? (
        <p className={styles.empty}>{loading ? MSG.home.loading : MSG.home.noShows}</p>
      ) : (
        <div className={styles.grid}>
          <section className={styles.show} aria-label={MSG.home.randomShow}>
            <h3 className={styles.label}>{MSG.home.randomShow}</h3>
            <Link to={paths.show(scene.show.no)} state={state} className={styles.showCard} data-testid="random-show">
              {scene.show.pic && (
                <img src={scene.show.pic} alt="" width={300} height={420} loading="lazy" decoding="async" />
              )}
              <span className={styles.showTitle}>{scene.show.title}</span>
            </Link>
          </section>
          <section className={styles.character} aria-label={MSG.home.randomCharacter} aria-busy={refreshing}>
            <h3 className={styles.label}>{MSG.home.randomCharacter}</h3>
            {character && (
              <Link to={paths.show(scene.show.no)} state={state} className={styles.characterCard}>
                {character.pic && (
                  <img src={character.pic} alt="" width={300} height={300} loading="lazy" decoding="async" />
                )}
                <span className={styles.characterName} data-testid="random-character">
                  {trimRoleSuffix(character.name)}
                </span>
                <span className={styles.actor}>{MSG.scene.actor(character.actorName)}</span>
              </Link>
            )}
            <button type="button" className="btn btn-outline" onClick={onRefresh} disabled={refreshing}>
              <span aria-hidden="true">↻</span> {MSG.home.refreshCharacter}
            </button>
          </section>
          <SceneStyle scene={scene} />
        </div>
      )}
      <Link to={paths.showList()} className={`btn btn-accent ${styles.more}`}>
        {MSG.home.moreShows} <span aria-hidden="true">→</span>
      </Link>
    </div>
  );
}
