import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { graphqlErrorMessage } from '../../../lib/graphql-error';
import { MSG } from '../../../lib/messages';
import { IdExistsQuery } from '../operations';

export interface IdCheck {
  id: string;
  available: boolean;
}

/** The duplicate check of §5: its answer holds for the id it was made for only. */
export function useIdCheck() {
  const client = useApolloClient();
  const [result, setResult] = useState<IdCheck | null>(null);
  const [checking, setChecking] = useState(false);

  const check = async (id: string): Promise<string | null> => {
    setChecking(true);
    try {
      const { data } = await client.query({ query: IdExistsQuery, variables: { id }, fetchPolicy: 'network-only' });
      setResult({ id, available: data?.idExists === false });
      return null;
    } catch (e) {
      setResult(null);
      return graphqlErrorMessage(e, MSG.register.emailCheckFailed);
    } finally {
      setChecking(false);
    }
  };

  const isAvailable = (id: string) => result?.id === id && result.available;
  return { result, checking, check, isAvailable };
}
