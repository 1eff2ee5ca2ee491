import type { ApolloClient } from '@apollo/client';

/**
 * An alert came or went, so every cached page of every category may have shifted by one. The pages are dropped
 * without telling anyone (no flash of an empty list); the one on screen, if any, reloads and stays up meanwhile,
 * and the others load again when they are next shown.
 */
export function refreshAlertLists(client: ApolloClient): void {
  client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'myAlerts', broadcast: false });
  client
    .refetchQueries({ include: 'active', onQueryUpdated: (query) => query.queryName === 'MyAlerts' })
    .catch(() => {}); // a failed reload shows as the list's own error state
}
