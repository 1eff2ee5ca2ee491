import type { ReactNode } from 'react';
import { MSG } from '../../lib/messages';
import { StatusMessage } from './status-message';

export interface QueryStateTexts {
  loading: string;
  error: string;
  /** Without it, an answer with nothing in it is shown as the error (with its retry). */
  notFound?: string;
  empty?: string;
  retry?: string;
}

interface Props<T> {
  /** What the query found; null or undefined once it has answered means 'not found'. */
  data: T | null | undefined;
  /** True while the first answer is on its way. */
  loading: boolean;
  /** Anything truthy: the query failed and there is nothing to show. */
  error?: unknown;
  /** Offers a retry button on the error. */
  onRetry?: () => void;
  /** An answer that counts as empty (e.g. a page without items) shows the empty text instead. */
  isEmpty?: (data: T) => boolean;
  /** A button or link under a failure, e.g. 'back to the list' where a retry cannot help. */
  action?: ReactNode;
  texts: QueryStateTexts;
  children(data: T): ReactNode;
}

/**
 * The one place for a query's states: loading, error with retry, not found, empty; then the data.
 * Data already on screen wins over a later failure or reload, so a refetch never blanks the page.
 */
export function QueryState<T>({ data, loading, error, onRetry, isEmpty, action, texts, children }: Props<T>) {
  if (data !== null && data !== undefined) {
    if (isEmpty?.(data)) return <StatusMessage kind="empty">{texts.empty}</StatusMessage>;
    return <>{children(data)}</>;
  }
  if (loading) return <StatusMessage kind="loading">{texts.loading}</StatusMessage>;
  if (error || !texts.notFound) {
    const retry = onRetry && (
      <button type="button" className="btn btn-outline" onClick={onRetry}>
        {texts.retry ?? MSG.common.retry}
      </button>
    );
    return (
      <StatusMessage kind="error" action={retry ?? action}>
        {texts.error}
      </StatusMessage>
    );
  }
  return (
    <StatusMessage kind="empty" action={action}>
      {texts.notFound}
    </StatusMessage>
  );
}
