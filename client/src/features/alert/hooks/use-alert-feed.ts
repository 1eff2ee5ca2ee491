import { useSubscription } from '@apollo/client/react';
import { refreshAlertLists } from '../alert-cache';
import { AlertReceivedSubscription, HasUnreadAlertsQuery } from '../operations';

/**
 * Listens for the member's new alerts while mounted: a new one lights the red dot at once and the alert lists reload
 * (the open page in place). The alert itself is already in the cache, written there by the subscription.
 */
export function useAlertFeed(): void {
  useSubscription(AlertReceivedSubscription, {
    ignoreResults: true,
    onData({ client }) {
      client.cache.writeQuery({ query: HasUnreadAlertsQuery, data: { hasUnreadAlerts: true } });
      refreshAlertLists(client);
    },
    // graphql-ws retries a lost socket by itself; the bell just keeps what it has until then.
    onError: (e) => console.warn('alert subscription failed', e),
  });
}
