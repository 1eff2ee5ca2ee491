import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../../components/ui/query-state';
import { StatusMessage } from '../../../components/ui/status-message';
import { CharacterPanel } from '../../../features/show/components/character-panel';
import { CharacterStyles } from '../../../features/show/components/character-styles';
import { ScrapToggle } from '../../../features/show/components/scrap-toggle';
import { useCurrentCharacter } from '../../../features/show/hooks/use-current-character';
import { graphql } from '../../../gql';
import { MSG } from '../../../lib/messages';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session-context';
import styles from './show-detail-route.module.css';
import { useLoginRedirect } from '../../../features/auth/hooks/use-login-redirect';

export const ShowDetailPageQuery = graphql(`
  query ShowDetailPage($no: Int!) {
    show(no: $no) {
      no
      title
      characters {
        no
        name
        ...CharacterPanel_character
        ...ScrapToggle_character
      }
    }
  }
`);

/**
 * /user/main/sub/{no}: the show's characters one at a time, the scrap toggle and the character's styles (loaded per
 * character, with their products, alternatives and 'buy the whole look').
 */
export function ShowDetailRoute() {
  const no = Number(useParams().no);
  const valid = Number.isInteger(no) && no > 0;
  const { data, loading, error, refetch } = useQuery(ShowDetailPageQuery, { variables: { no }, skip: !valid });
  const characters = data?.show?.characters ?? [];
  const { index, previous, next } = useCurrentCharacter(characters.map((c) => c.no));
  const session = useSession();
  const sendToLogin = useLoginRedirect();

  return (
    <QueryState
      data={data?.show}
      loading={valid && loading}
      error={error}
      onRetry={() => void refetch()}
      texts={{ ...MSG.show, loading: MSG.show.detailLoading }}
    >
      {(show) => {
        const character = characters[index];
        return (
          <div className="page">
            <div className={styles.header}>
              <h1 className="page-title">{show.title}</h1>
              <Link to={paths.showList()} className={styles.back}>
                {MSG.show.backToList}
              </Link>
            </div>
            {!character ? (
              <StatusMessage kind="empty">{MSG.scene.noCharacters}</StatusMessage>
            ) : (
              <>
                <CharacterPanel
                  character={character}
                  position={index + 1}
                  total={characters.length}
                  onPrevious={previous}
                  onNext={next}
                  scrap={
                    <ScrapToggle
                      character={character}
                      isLoggedIn={session.isLoggedIn}
                      onRequireLogin={() => {
                        if (session.isLoggedIn) session.logout(); // the server no longer accepts the token
                        sendToLogin();
                      }}
                    />
                  }
                />
                <h2 className={styles.stylesTitle}>{MSG.scene.stylesOf(character.name)}</h2>
                <CharacterStyles characterNo={character.no} onRequireLogin={sendToLogin} />
              </>
            )}
          </div>
        );
      }}
    </QueryState>
  );
}
