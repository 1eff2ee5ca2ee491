import type { ApolloCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { ScrapCharacterMutation as ScrapResult, ScrapToggle_CharacterFragment } from '../../../gql/graphql';
import { ScrapCharacterMutation, UnscrapCharacterMutation } from '../operations';

/** The server's answer is the truth for the character's count and flag, wherever it is shown. */
function writeScrapState(cache: ApolloCache, state: ScrapResult['scrapCharacter']) {
  cache.modify({
    id: cache.identify({ __typename: 'Character', no: state.characterNo }),
    fields: { scrapCount: () => state.count, scrappedByMe: () => state.scrapped },
  });
}

const isUnauthenticated = (e: unknown) =>
  CombinedGraphQLErrors.is(e) && e.errors.some((x) => x.extensions?.code === 'UNAUTHENTICATED');

/**
 * Scraps or un-scraps a character, showing the change at once (optimistic) and then the server's count.
 * `onUnauthenticated` runs when the server no longer accepts the session.
 */
export function useScrapToggle(character: ScrapToggle_CharacterFragment, onUnauthenticated: () => void) {
  const [scrap, scrapState] = useMutation(ScrapCharacterMutation);
  const [unscrap, unscrapState] = useMutation(UnscrapCharacterMutation);
  const [failed, setFailed] = useState(false);
  const optimistic = {
    __typename: 'ScrapState' as const,
    characterNo: character.no,
    scrapped: !character.scrappedByMe,
    count: Math.max(0, character.scrapCount + (character.scrappedByMe ? -1 : 1)),
  };

  const toggle = async () => {
    setFailed(false);
    const variables = { characterNo: character.no };
    try {
      if (character.scrappedByMe)
        await unscrap({
          variables,
          optimisticResponse: { unscrapCharacter: optimistic },
          update: (cache, { data }) => data && writeScrapState(cache, data.unscrapCharacter),
        });
      else
        await scrap({
          variables,
          optimisticResponse: { scrapCharacter: optimistic },
          update: (cache, { data }) => data && writeScrapState(cache, data.scrapCharacter),
        });
    } catch (e) {
      if (isUnauthenticated(e)) onUnauthenticated();
      else setFailed(true);
    }
  };

  return { toggle, busy: scrapState.loading || unscrapState.loading, failed };
}
