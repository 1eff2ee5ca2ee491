import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routes } from '../../app/router';
import { MSG } from '../../lib/messages';
import { renderRoutes } from '../../test/render';
import { SHOW_PAGE_SIZE, ShowListQuery } from './operations';

function showsPage(page: number, totalPages: number, titles: string[]) {
  return {
    request: { query: ShowListQuery, variables: { page, size: SHOW_PAGE_SIZE } },
    result: {
      data: {
        shows: {
          __typename: 'ShowPage',
          number: page,
          totalPages,
          totalElements: titles.length,
          content: titles.map((title, i) => ({
            __typename: 'Show',
            no: page * 100 + i + 1,
            title,
            pic: `/uploads/p${i}.svg`,
          })),
        },
      },
    },
  };
}

const first = showsPage(0, 2, ['첫 작품', '두 번째 작품']);
const second = showsPage(1, 2, ['마지막 작품']);

const buttons = () => ({
  previous: screen.getByRole('button', { name: new RegExp(MSG.show.previous) }) as HTMLButtonElement,
  next: screen.getByRole('button', { name: new RegExp(MSG.show.next) }) as HTMLButtonElement,
});

describe('show list', () => {
  it('shows a page of posters linking to each show, with page / total', async () => {
    renderRoutes({ path: '/user/main/show', routes, mocks: [first] });
    const link = await screen.findByRole('link', { name: '첫 작품' });
    expect(link.getAttribute('href')).toBe('/user/main/sub/1');
    const img = link.querySelector('img');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('width')).toBe('300');
    expect(img?.getAttribute('height')).toBe('420');
    expect(screen.getByTestId('pager-status').textContent).toBe(MSG.show.pageStatus(1, 2));
    expect(buttons().previous.disabled).toBe(true);
    expect(buttons().next.disabled).toBe(false);
  });

  it('pages forward through the URL and back again with history', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes({ path: '/user/main/show', routes, mocks: [first, second, first] });
    await screen.findByRole('link', { name: '첫 작품' });
    await user.click(buttons().next);
    expect(await screen.findByRole('link', { name: '마지막 작품' })).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByTestId('pager-status').textContent).toBe(MSG.show.pageStatus(2, 2));
    expect(buttons().next.disabled).toBe(true);
    expect(buttons().previous.disabled).toBe(false);
    expect(screen.queryByRole('link', { name: '첫 작품' })).toBeNull();

    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByTestId('pager-status').textContent).toBe(MSG.show.pageStatus(1, 2)));
    expect(screen.getByRole('link', { name: '첫 작품' })).toBeTruthy();
  });

  it('opens on the page named in the URL', async () => {
    renderRoutes({ path: '/user/main/show?page=2', routes, mocks: [second] });
    expect(await screen.findByRole('link', { name: '마지막 작품' })).toBeTruthy();
  });

  it('says so when there are no shows', async () => {
    renderRoutes({ path: '/user/main/show', routes, mocks: [showsPage(0, 0, [])] });
    const status = await screen.findByText(MSG.show.empty);
    expect(within(status.parentElement!).queryByRole('link')).toBeNull();
    expect(screen.queryByTestId('pager-status')).toBeNull();
  });

  it('shows an error state with a retry button', async () => {
    const failing = { request: first.request, error: new Error('down') };
    renderRoutes({ path: '/user/main/show', routes, mocks: [failing] });
    expect(await screen.findByText(MSG.show.error)).toBeTruthy();
    expect(screen.getByRole('button', { name: MSG.show.retry })).toBeTruthy();
  });
});
