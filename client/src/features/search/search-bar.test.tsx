import { ApolloLink } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { MSG } from '../../lib/messages';
import { renderRoutes } from '../../test/render';
import { SearchToggle } from './components/search-toggle';
import { AUTOCOMPLETE_DELAY_MS } from './hooks/use-autocomplete';
import { SuggestionsQuery } from './operations';

type Category = 'PRODUCT' | 'ACTOR' | 'SHOW' | 'USER';

const suggestGroups = (term: string, groups: [Category, string[]][]) => ({
  request: { query: SuggestionsQuery, variables: { term } },
  result: {
    data: {
      suggestions: groups.map(([category, names]) => ({ __typename: 'SuggestionGroup', category, names })),
    },
  },
  maxUsageCount: 5,
});
const suggest = (term: string, names: string[], category: Category = 'PRODUCT') =>
  suggestGroups(term, names.length ? [[category, names]] : []);

/** The toggle as the header has it, above the page; every autocomplete request is recorded in `asked`. */
function renderHeader(mocks: ReturnType<typeof suggest>[]) {
  const asked: string[] = [];
  const record = new ApolloLink((operation, forward) => {
    asked.push(String(operation.variables.term));
    return forward(operation);
  });
  const routes = [
    {
      element: (
        <>
          <SearchToggle />
          <Outlet />
        </>
      ),
      children: [
        { path: '/user/main', element: <p>main</p> },
        { path: '/user/search', element: <p data-testid="landing">search</p> },
      ],
    },
  ];
  const utils = renderRoutes({ path: '/user/main', routes, link: record.concat(new MockLink(mocks)) });
  return { ...utils, asked };
}

async function openBar() {
  const user = userEvent.setup();
  const toggle = screen.getByRole('button', { name: MSG.nav.search });
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  await user.click(toggle);
  const input = await screen.findByRole('combobox', { name: MSG.search.termLabel });
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  expect(document.activeElement).toBe(input);
  return { user, toggle, input };
}

const options = () => within(screen.getByRole('listbox')).getAllByRole('option');

describe('header search bar', () => {
  it('asks nothing and shows nothing for a blank term', async () => {
    const { asked } = renderHeader([]);
    const { input } = await openBar();
    // The debounce delay passes on a fake clock, moved on by the test (it also follows real time, which the
    // testing library's own zero-delay waits need).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.type(input, '   ');
    await act(() => vi.advanceTimersByTimeAsync(AUTOCOMPLETE_DELAY_MS * 2));
    expect(asked).toEqual([]);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.queryByText(MSG.search.noSuggestions)).toBeNull();
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('suggests names once typing pauses, asking once for the trimmed term', async () => {
    const { asked } = renderHeader([suggest('버건', ['버건디 니트', '버건디 코트'])]);
    const { user, input } = await openBar();
    await user.type(input, ' 버건 ');
    const list = await screen.findByRole('listbox', { name: MSG.search.suggestions });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['버건디 니트', '버건디 코트']);
    expect(asked).toEqual(['버건']);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-controls')).toBe(list.id);
  });

  it('moves through the suggestions with the arrows and searches the chosen one with Enter', async () => {
    const { router } = renderHeader([suggest('버건', ['버건디 니트', '버건디 코트'])]);
    const { user, input } = await openBar();
    await user.type(input, '버건');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}');
    expect(options()[0]!.getAttribute('aria-selected')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(options()[0]!.id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options()[0]!.id); // past the last: the first again
    await user.keyboard('{ArrowUp}');
    expect(options()[1]!.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Enter}');
    expect((await screen.findByTestId('landing')).textContent).toBe('search');
    expect(router.state.location.search).toBe(`?${new URLSearchParams({ name: '버건디 코트', category: 'product' })}`);
    await waitFor(() => expect(screen.queryByRole('combobox', { name: MSG.search.termLabel })).toBeNull());
  });

  it('closes the list with Escape, then the bar, giving the focus back to the button', async () => {
    renderHeader([suggest('버건', ['버건디 니트'])]);
    const { user, input, toggle } = await openBar();
    await user.type(input, '버건');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('combobox', { name: MSG.search.termLabel })).toBe(input);
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('listbox')).toBeTruthy(); // the arrow opens it again
    await user.keyboard('{Escape}{Escape}');
    expect(screen.queryByRole('combobox', { name: MSG.search.termLabel })).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });

  it('says so when nothing matches, without a period', async () => {
    renderHeader([suggest('없는말', [])]);
    const { user, input } = await openBar();
    await user.type(input, '없는말');
    const none = await screen.findByText(MSG.search.noSuggestions);
    expect(none.textContent).toBe('검색 결과가 없습니다');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('looks in every category at once and shows the groups in order: shows, actors, products, members', async () => {
    renderHeader([
      suggestGroups('달빛', [
        ['SHOW', ['달빛 아래 정원']],
        ['PRODUCT', ['달빛 셔츠', '달빛 니트']],
        ['USER', ['달빛러버']],
      ]),
    ]);
    const { user, input } = await openBar();
    await user.type(input, '달빛');
    const list = await screen.findByRole('listbox', { name: MSG.search.suggestions });
    const groups = within(list).getAllByRole('group');
    expect(
      groups.map(
        (g) =>
          g.getAttribute('aria-labelledby') && document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent,
      ),
    ).toEqual(['작품', '상품', '회원']);
    expect(
      within(groups[1]!)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['달빛 셔츠', '달빛 니트']);
    // The arrows go through every group: the second option is the first product.
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(within(groups[1]!).getAllByRole('option')[0]!.id);
  });

  it('searches the typed term in the first category that suggests something', async () => {
    const { router } = renderHeader([suggest('김수', ['김수현'], 'ACTOR')]);
    const { user, input } = await openBar();
    await user.type(input, '  김수 ');
    await screen.findByRole('option', { name: '김수현' });
    await user.keyboard('{Enter}');
    await screen.findByTestId('landing');
    expect(router.state.location.search).toBe(`?${new URLSearchParams({ name: '김수', category: 'actor' })}`);
  });

  it('searches a suggestion when it is clicked', async () => {
    const { router } = renderHeader([suggest('눈물', ['눈물의 여왕'], 'SHOW')]);
    const { user, input } = await openBar();
    expect(screen.queryByRole('combobox', { name: MSG.search.categoryLabel })).toBeNull();
    await user.type(input, '눈물');
    await user.click(await screen.findByRole('option', { name: '눈물의 여왕' }));
    await screen.findByTestId('landing');
    expect(router.state.location.search).toBe(`?${new URLSearchParams({ name: '눈물의 여왕', category: 'show' })}`);
  });

  it('searches products when nothing is suggested', async () => {
    const { router } = renderHeader([suggest('없는말', [])]);
    const { user, input } = await openBar();
    await user.type(input, '없는말');
    await screen.findByText(MSG.search.noSuggestions);
    await user.keyboard('{Enter}');
    await screen.findByTestId('landing');
    expect(router.state.location.search).toBe(`?${new URLSearchParams({ name: '없는말', category: 'product' })}`);
  });

  it('does not search a blank term', async () => {
    const { router } = renderHeader([]);
    const { user, input } = await openBar();
    await user.type(input, '  {Enter}');
    expect(router.state.location.pathname).toBe('/user/main');
    expect(screen.getByRole('combobox', { name: MSG.search.termLabel })).toBe(input);
  });
});
