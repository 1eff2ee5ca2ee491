import { useLazyQuery } from '@apollo/client/react';
import { graphql } from '../../../gql';
import type { HomePageQuery } from '../../../gql/graphql';

export const HomeRandomSceneQuery = graphql(`
  query HomeRandomScene($showNo: Int!) {
    randomScene(showNo: $showNo) {
      ...SceneSlide_scene
      characters {
        no
      }
    }
  }
`);

type Scene = NonNullable<HomePageQuery['randomScene']>;

/** A few tries are enough to land on another character; a one-character show keeps its only one. */
const MAX_TRIES = 3;

/**
 * The banner's 'another character' button: asks for a new random scene of the same show until it shows a
 * different character. Returns the scene to show (the refreshed one once there is one).
 */
export function useSceneRefresh(initial: Scene | null) {
  const [load, { data, loading }] = useLazyQuery(HomeRandomSceneQuery, { fetchPolicy: 'network-only' });
  const scene = data?.randomScene ?? initial;

  const refresh = async () => {
    if (!scene) return;
    const current = scene.character?.no;
    const tries = scene.characters.length > 1 ? MAX_TRIES : 1;
    for (let i = 0; i < tries; i++) {
      try {
        const result = await load({ variables: { showNo: scene.show.no } });
        if (result.data?.randomScene?.character?.no !== current) return;
      } catch (e) {
        console.warn('random scene refresh failed', e); // the current scene simply stays
        return;
      }
    }
  };

  return { scene, refresh, refreshing: loading };
}
