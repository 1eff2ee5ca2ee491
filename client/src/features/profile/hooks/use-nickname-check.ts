import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { NicknameAvailableQuery } from '../operations';

/** How long the member pauses typing before the nickname is checked. */
export const NICKNAME_CHECK_DELAY_MS = 300;

export type NicknameCheck = 'idle' | 'checking' | 'free' | 'taken' | 'failed';

/**
 * Whether the nickname being typed is free, asked of the server once typing pauses. Nothing is asked for my current
 * nickname or for one the form's own rules already refuse; an answer for an older value is never shown.
 */
export function useNicknameCheck(value: string, current: string, valid: boolean): NicknameCheck {
  const client = useApolloClient();
  const nickname = value.trim();
  const needed = valid && nickname !== '' && nickname !== current;
  const [answer, setAnswer] = useState<{ nickname: string; check: NicknameCheck } | null>(null);

  useEffect(() => {
    if (!needed) return;
    let live = true;
    const timer = setTimeout(() => {
      client
        .query({ query: NicknameAvailableQuery, variables: { nickname }, fetchPolicy: 'no-cache' })
        .then(({ data }) => live && setAnswer({ nickname, check: data?.nicknameAvailable ? 'free' : 'taken' }))
        .catch(() => live && setAnswer({ nickname, check: 'failed' }));
    }, NICKNAME_CHECK_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [client, nickname, needed]);

  if (!needed) return 'idle';
  return answer?.nickname === nickname ? answer.check : 'checking';
}
