import type { MockLink } from '@apollo/client/testing';
import { MyChatActivitySubscription, MyChatUnreadQuery } from '../components/chat/unread-operations';
import { AlertReceivedSubscription, HasUnreadAlertsQuery } from '../features/alert/operations';

/**
 * What the shop header asks the server for while a member is signed in (the alert bell, the support button's chat
 * badge): no unread alerts or chat messages and no new ones. For tests that render the app's routes as a member and are about something else.
 */
export function memberHeaderMocks(): MockLink.MockedResponse[] {
  return [
    { request: { query: HasUnreadAlertsQuery }, result: { data: { hasUnreadAlerts: false } }, maxUsageCount: 5 },
    { request: { query: AlertReceivedSubscription }, delay: Infinity, maxUsageCount: 5 },
    { request: { query: MyChatUnreadQuery }, result: { data: { myChatUnread: 0 } }, maxUsageCount: 5 },
    { request: { query: MyChatActivitySubscription }, delay: Infinity, maxUsageCount: 5 },
  ];
}
