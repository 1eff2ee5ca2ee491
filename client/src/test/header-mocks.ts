import type { MockLink } from '@apollo/client/testing';
import { AlertReceivedSubscription, HasUnreadAlertsQuery } from '../features/alert/operations';

/**
 * What the shop header asks the server for while a member is signed in (the alert bell): no unread alerts and no new
 * ones. For tests that render the app's routes as a member and are about something else.
 */
export function memberHeaderMocks(): MockLink.MockedResponse[] {
  return [
    { request: { query: HasUnreadAlertsQuery }, result: { data: { hasUnreadAlerts: false } }, maxUsageCount: 5 },
    { request: { query: AlertReceivedSubscription }, delay: Infinity, maxUsageCount: 5 },
  ];
}
