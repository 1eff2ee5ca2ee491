import { ApolloLink } from '@apollo/client';
import { MockLink, MockSubscriptionLink } from '@apollo/client/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OperationTypeNode } from 'graphql';
import { Outlet } from 'react-router';
import { MSG } from '../../../lib/messages';
import { saveSession } from '../../../lib/session';
import { renderRoutes } from '../../../test/render';
import { AlertBell } from '../components/alert-bell';
import { ALERT_PAGE_SIZE, HasUnreadAlertsQuery, MyAlertsQuery } from '../operations';

type Category = 'ORDER' | 'COMMUNITY' | 'PROMOTION';
const MINUTE = 60_000;

/** An alert as the server sends it; unread, five minutes old and leading to an order unless told otherwise. */
export const alert = (no: number, over: Record<string, unknown> = {}) => ({
  __typename: 'Alert' as const,
  no,
  category: 'ORDER' as Category,
  content: `주문(${no})이 접수되었습니다.`,
  messageKey: null as string | null,
  messageArgs: null as unknown[] | null,
  path: `/user/mypage/order/${no}`,
  isRead: false,
  date: new Date(Date.now() - 5 * MINUTE).toISOString(),
  ...over,
});

interface PageOptions {
  category?: Category | null;
  page?: number;
  totalPages?: number;
}

/** The answer to one page of the popup's list. */
export const alertsPage = (content: object[], { category = null, page = 0, totalPages = 1 }: PageOptions = {}) => ({
  request: { query: MyAlertsQuery, variables: { category, page, size: ALERT_PAGE_SIZE } },
  result: { data: { myAlerts: { __typename: 'AlertPage' as const, number: page, totalPages, content } } },
  delay: 0,
});

export const unreadAnswer = (hasUnreadAlerts: boolean) => ({
  request: { query: HasUnreadAlertsQuery },
  result: { data: { hasUnreadAlerts } },
  delay: 0,
});

/**
 * The bell as the header has it: it stays while the page below changes. Signed in as member 7 unless `visitor`.
 * Queries and mutations answer from `mocks`; `deliver(alert)` sends an alert down the subscription.
 */
export function renderBell(mocks: object[], { visitor = false } = {}) {
  if (!visitor) saveSession('tok', 7, 'USER');
  const feed = new MockSubscriptionLink();
  const link = ApolloLink.split(
    (op) => op.operationType === OperationTypeNode.SUBSCRIPTION,
    feed,
    new MockLink(mocks as MockLink.MockedResponse[]),
  );
  const routes = [
    {
      element: (
        <>
          <AlertBell />
          <Outlet />
        </>
      ),
      children: [
        { path: '/user/main', element: <p>main</p> },
        { path: '/user/mypage/order/:no', element: <p data-testid="landing">order</p> },
      ],
    },
  ];
  const deliver = (received: object) =>
    act(() => feed.simulateResult({ result: { data: { alertReceived: received } } }));
  return { ...renderRoutes({ path: '/user/main', routes, link }), deliver };
}

/** Presses the bell (with its red dot) and returns the popup. */
export async function openPopup() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: MSG.alert.bellUnread }));
  return { user, dialog: screen.getByRole('dialog', { name: MSG.alert.title }) };
}

export const items = () => screen.getAllByTestId('alert-item');
/** An alert's own button (the other one deletes it). */
export const openButton = (item: HTMLElement) => within(item).getAllByRole('button')[0]!;
export const pagerStatus = () => screen.getByTestId('pager-status').textContent;
