import { ApolloLink } from '@apollo/client';
import { MockLink, MockSubscriptionLink } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OperationTypeNode } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MyChatUnreadQuery } from '../chat/unread-operations';
import { SetLanguageMutation } from '../../lib/i18n/account-language';
import { chooseLanguage, LANGUAGES } from '../../lib/i18n/choose-language';
import { currentLanguage, STORAGE_KEY } from '../../lib/i18n/language';
import { MSG } from '../../lib/messages';
import { saveSession } from '../../lib/session';
import { renderRoutes } from '../../test/render';
import { SupportButton } from './support-button';

const unread = (myChatUnread: number, answered = vi.fn()) => ({
  request: { query: MyChatUnreadQuery },
  result: () => {
    answered();
    return { data: { myChatUnread } };
  },
});

/** The button on a page, signed in as `role` (or a visitor); `deliver` sends an event of the member's chats. */
function renderButton(mocks: object[], role: 'USER' | 'ADMIN' | null = 'USER') {
  if (role) saveSession('tok', role === 'ADMIN' ? 1 : 7, role);
  const feed = new MockSubscriptionLink();
  const asked = vi.fn();
  feed.onSetup(asked);
  const link = ApolloLink.split(
    (op) => op.operationType === OperationTypeNode.SUBSCRIPTION,
    feed,
    new MockLink(mocks as MockLink.MockedResponse[]),
  );
  renderRoutes({ path: '/user/main', routes: [{ path: '/user/main', element: <SupportButton /> }], link });
  const deliver = (kind: string, sendAdmin: boolean) =>
    act(async () => {
      feed.simulateResult({
        result: { data: { chatEvents: { __typename: 'ChatEvent', kind, chatNo: 11, sendAdmin } } },
      });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  return { deliver, subscribed: asked };
}

const button = () => screen.getByRole('button', { name: MSG.support.open });
const dot = () => screen.queryByTestId('support-chat-dot');

describe('support button', () => {
  it('dots itself while the shop has unread messages for the member, keeping its name', async () => {
    renderButton([unread(2)]);
    expect(await screen.findByTestId('support-chat-dot')).toBeTruthy();
    const description = document.getElementById(button().getAttribute('aria-describedby')!);
    expect(description?.textContent).toBe(MSG.chat.unread);
  });

  it('counts again on the shop’s message and the member’s reading, live', async () => {
    const user = userEvent.setup();
    const first = vi.fn();
    const { deliver, subscribed } = renderButton([unread(0, first), unread(1), unread(0)]);
    await waitFor(() => expect(subscribed).toHaveBeenCalledOnce());
    await waitFor(() => expect(first).toHaveBeenCalledOnce());
    expect(dot()).toBeNull();

    await deliver('MESSAGE', false); // the member's own message changes nothing
    await deliver('MESSAGE', true);
    expect(await screen.findByTestId('support-chat-dot')).toBeTruthy();
    await user.click(button());
    const chat = await screen.findByRole('link', { name: new RegExp(MSG.support.chat) });
    expect(within(chat).getByText(MSG.chat.unreadCount(1))).toBeTruthy();

    await deliver('READ', false);
    await waitFor(() => expect(dot()).toBeNull());
    expect(within(chat).queryByText(MSG.chat.unreadCount(1))).toBeNull();
  });

  it.each([
    ['a visitor', null],
    ['the admin', 'ADMIN'],
  ] as const)('asks nothing for %s', async (_who, role) => {
    const user = userEvent.setup();
    const { subscribed } = renderButton([], role);
    await user.click(button());
    expect(await screen.findByRole('link', { name: MSG.support.chat })).toBeTruthy();
    expect(subscribed).not.toHaveBeenCalled();
    expect(dot()).toBeNull();
  });
});

describe('the language widget', () => {
  afterEach(async () => {
    await chooseLanguage('ko');
    localStorage.clear();
  });

  /** The button on a page, its requests noted as the link receives them; the account keeps any language. */
  function renderWidget(role: 'USER' | null) {
    if (role) saveSession('tok', 7, role);
    const sent: unknown[] = [];
    const noted = new ApolloLink((operation, forward) => {
      if (operation.operationName === 'SetLanguage') sent.push(operation.variables);
      return forward(operation);
    });
    const kept = (language: string) => ({
      request: { query: SetLanguageMutation, variables: { language } },
      result: { data: { setLanguage: { __typename: 'User', no: 7, language } } },
    });
    const mocks = [unread(0), ...LANGUAGES.map(({ code }) => kept(code))];
    const link = ApolloLink.split(
      (op) => op.operationType === OperationTypeNode.SUBSCRIPTION,
      new MockSubscriptionLink(),
      ApolloLink.from([noted, new MockLink(mocks as MockLink.MockedResponse[])]),
    );
    renderRoutes({ path: '/user/main', routes: [{ path: '/user/main', element: <SupportButton /> }], link });
    return sent;
  }

  const choose = async (language: string) => {
    const user = userEvent.setup();
    await user.click(button());
    const name = LANGUAGES.find((l) => l.code === language)!.name;
    const choice = await screen.findByRole('button', { name });
    await user.click(choice);
    // The buttons wait while a choice is made; the account is asked before they are free again.
    await waitFor(() => expect(choice.hasAttribute('disabled')).toBe(false));
    expect(currentLanguage()).toBe(language);
  };

  it("keeps a member's choice on the account as well as in this browser", async () => {
    const sent = renderWidget('USER');
    await choose('ja');
    expect(sent).toEqual([{ language: 'ja' }]);
    expect(localStorage.getItem(STORAGE_KEY)).toBe('ja');
  });

  it("keeps a visitor's choice in this browser only", async () => {
    const sent = renderWidget(null);
    await choose('en');
    expect(localStorage.getItem(STORAGE_KEY)).toBe('en');
    expect(sent).toEqual([]);
  });
});
