import { useQuery } from '@apollo/client/react';
import { QueryState } from '../../../components/ui/query-state';
import { StatusMessage } from '../../../components/ui/status-message';
import { lastSizes } from '../../../lib/last-size';
import { MSG } from '../../../lib/messages';
import { useBuyLook } from '../hooks/use-buy-look';
import { CharacterStylesQuery } from '../operations';
import styles from './character-styles.module.css';
import { LookSummary } from './look-summary';
import { StyleCard } from './style-card';

interface Props {
  characterNo: number;
  /** A guest who buys a look logs in first. */
  onRequireLogin(): void;
}

/** The current character's styles, each with 'buy the whole look', and the summary of what went into the cart. */
export function CharacterStyles({ characterNo, onRequireLogin }: Props) {
  // Stock decides the badges' sold-out notes and the alternatives, so a cached copy shows only until the answer.
  const { data, loading, error, refetch } = useQuery(CharacterStylesQuery, {
    variables: { no: characterNo, sizes: lastSizes() },
    fetchPolicy: 'cache-and-network',
  });
  const look = useBuyLook(onRequireLogin);
  return (
    <>
      <QueryState
        data={data?.character}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        texts={{ loading: MSG.look.loading, error: MSG.look.error }}
      >
        {(character) =>
          character.styles.length === 0 ? (
            <StatusMessage kind="empty">{MSG.scene.noStyles}</StatusMessage>
          ) : (
            <div className={styles.styles}>
              {character.styles.map((style, i) => (
                <StyleCard key={style.no} style={style} index={i + 1} onBuyLook={look.buy} />
              ))}
            </div>
          )
        }
      </QueryState>
      <LookSummary lines={look.summary} onClose={look.close} />
    </>
  );
}
