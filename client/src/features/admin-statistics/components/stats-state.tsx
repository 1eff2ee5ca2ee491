import type { ReactNode } from 'react';
import { StatusMessage } from '../../../components/ui/status-message';
import { graphqlErrorMessage } from '../../../lib/graphql-error';
import { MSG } from '../../../lib/messages';

interface Props<T> {
  data: T | undefined;
  error?: Error;
  /** An answer with nothing to chart shows the empty text instead. */
  isEmpty?(data: T): boolean;
  children(data: T): ReactNode;
}

/** A statistics query's states as admin-console §8 words them: 'Loading...', then 'Error: {message}' or the data. */
export function StatsState<T>({ data, error, isEmpty, children }: Props<T>) {
  const T = MSG.adminStatistics;
  if (data !== undefined) {
    return isEmpty?.(data) ? <StatusMessage kind="empty">{T.empty}</StatusMessage> : <>{children(data)}</>;
  }
  // The server's own (Korean) messages in the chosen language; anything else as it came.
  if (error) return <StatusMessage kind="error">{T.error(graphqlErrorMessage(error, error.message))}</StatusMessage>;
  return <StatusMessage kind="loading">{T.loading}</StatusMessage>;
}
