import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { SERVER_MSG } from '@scene-shop/domain/server-messages';
import { MSG } from '../../lib/messages';
import { landing, renderRoutes } from '../../test/render';
import { FashionPage } from './components/fashion-page';
import {
  AddShowManuallyMutation,
  AddShowMutation,
  FashionItemsQuery,
  FashionShowAutocompleteQuery,
  FashionShowsQuery,
  FindShowInfoQuery,
  ITEM_PAGE_SIZE,
  SHOW_PAGE_SIZE,
} from './operations';

const T = MSG.adminFashion;
const TITLE = '눈물의 여왕';

const shows = (content: object[] = []) => ({
  request: { query: FashionShowsQuery, variables: { page: 0, size: SHOW_PAGE_SIZE } },
  result: { data: { adminShows: { __typename: 'ShowPage', number: 0, totalPages: 1, content } } },
  maxUsageCount: 5,
});
const items = {
  request: { query: FashionItemsQuery, variables: { page: 0, size: ITEM_PAGE_SIZE, term: null } },
  result: { data: { adminItems: { __typename: 'ItemPage', number: 0, totalPages: 0, content: [] } } },
  maxUsageCount: 5,
};
const info = {
  __typename: 'ShowInfo' as const,
  title: TITLE,
  pic: 'https://image.example/w500/queen.png',
  overview: '재벌 3세와 용두리 이장 아들의 결혼 이야기',
  actors: [{ __typename: 'ActorInfo' as const, actor: '김수현', character: '백현우', pic: null }],
};
const lookup = (result: object) => ({ request: { query: FindShowInfoQuery, variables: { title: TITLE } }, result });
const show = { __typename: 'Show' as const, no: 41, title: TITLE, pic: '/uploads/show/41.png' };

/** Suggestions for any other term: none. */
const noSuggestions = {
  request: { query: FashionShowAutocompleteQuery, variables: () => true },
  result: { data: { showAutocomplete: [] } },
  maxUsageCount: 10,
};

const renderPage = (mocks: object[]) =>
  renderRoutes({
    path: '/admin/fashion',
    mocks: [shows(), items, ...mocks, noSuggestions] as never,
    routes: [{ path: '/admin/fashion', element: <FashionPage /> }, landing('/admin/fashion/show/:no')],
  });

async function findInfo(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('combobox', { name: T.finder.label }), TITLE);
  await user.click(screen.getByRole('button', { name: T.finder.findInfo }));
}

describe("the show search and 'find info' (admin-console §2, §8)", () => {
  it('suggests registered shows only for a non-blank term; arrows and Enter open one', async () => {
    const user = userEvent.setup();
    const { router } = renderPage([
      {
        request: { query: FashionShowAutocompleteQuery, variables: { term: '눈' } },
        result: { data: { showAutocomplete: [{ __typename: 'Show', no: 41, title: TITLE }] } },
      },
    ]);
    const input = screen.getByRole('combobox', { name: T.finder.label });
    await user.type(input, ' ');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.clear(input);
    await user.type(input, '눈');
    const option = await screen.findByRole('option', { name: TITLE });
    expect(option.getAttribute('aria-selected')).toBe('false');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.keyboard('{ArrowDown}');
    expect((await screen.findByRole('option', { name: TITLE })).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/fashion/show/41'));
  });

  it("shows the spec's failure dialog when nothing is found; retry finds it and 'register' adds it", async () => {
    const user = userEvent.setup();
    const { router } = renderPage([
      lookup({ data: { findShowInfo: null } }),
      lookup({ data: { findShowInfo: info } }),
      {
        request: { query: AddShowMutation, variables: { title: TITLE, pic: info.pic } },
        result: { data: { addShow: show } },
      },
    ]);
    await findInfo(user);
    const dialog = await screen.findByRole('alertdialog', { name: `작품 [${TITLE}]의 정보 찾기 실패` });
    expect(within(dialog).getByText(T.finder.notFoundBody)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: T.retry }));
    expect(await screen.findByRole('heading', { name: TITLE })).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('img', { name: T.finder.poster(TITLE) }).getAttribute('src')).toBe(info.pic);
    expect(screen.getByText(info.overview)).toBeTruthy();
    expect(screen.getByText(T.actors.role('김수현', '백현우'))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: T.finder.register }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/fashion/show/41'));
  });

  it("says what went wrong when the source fails, and 'manual add' opens the form with the title", async () => {
    const user = userEvent.setup();
    renderPage([
      lookup({
        errors: [new GraphQLError(SERVER_MSG.adminFashion.providerDown, { extensions: { code: 'UNAVAILABLE' } })],
      }),
    ]);
    await findInfo(user);
    const dialog = await screen.findByRole('alertdialog', { name: T.finder.notFoundTitle(TITLE) });
    expect(within(dialog).getByText(SERVER_MSG.adminFashion.providerDown)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: T.finder.manualAdd }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((screen.getByLabelText(T.manualShow.showTitle) as HTMLInputElement).value).toBe(TITLE);
  });

  it('asks for a term before looking anything up', async () => {
    const user = userEvent.setup();
    renderPage([]);
    await user.click(screen.getByRole('button', { name: T.finder.findInfo }));
    expect((await screen.findByRole('alert')).textContent).toBe(T.finder.termRequired);
  });
});

describe('the manual add (admin-console §2)', () => {
  it('requires a title and an image file, previews the poster, sends it and opens the new show', async () => {
    // The file dialog's 'all files' lets a text file through the input's accept list.
    const user = userEvent.setup({ applyAccept: false });
    const poster = new File([new Uint8Array([137, 80, 78, 71])], 'poster.png', { type: 'image/png' });
    const { router } = renderPage([
      {
        request: {
          query: AddShowManuallyMutation,
          variables: (v: { title: string; file: File }) => v.title === TITLE && v.file === poster,
        },
        result: { data: { addShowManually: show } },
      },
    ]);
    await user.click(screen.getByRole('button', { name: T.finder.manualAdd }));
    await user.click(screen.getByRole('button', { name: T.manualShow.submit }));
    expect(await screen.findByText(T.rules.titleRequired)).toBeTruthy();
    expect(screen.getByText(T.rules.fileRequired)).toBeTruthy();

    await user.type(screen.getByLabelText(T.manualShow.showTitle), TITLE);
    const file = screen.getByLabelText(T.manualShow.poster);
    await user.upload(file, new File(['text'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText(T.rules.fileType)).toBeTruthy();
    await user.upload(file, poster);
    expect(await screen.findByRole('img', { name: T.manualShow.preview })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: T.manualShow.submit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/fashion/show/41'));
  });

  it('shows the server’s refusal under the field it names', async () => {
    const user = userEvent.setup();
    const poster = new File([new Uint8Array([137, 80, 78, 71])], 'poster.png', { type: 'image/png' });
    renderPage([
      {
        request: { query: AddShowManuallyMutation, variables: () => true },
        result: {
          errors: [
            new GraphQLError(SERVER_MSG.adminFashion.titleTaken, { extensions: { code: 'CONFLICT', field: 'title' } }),
          ],
        },
      },
    ]);
    await user.click(screen.getByRole('button', { name: T.finder.manualAdd }));
    await user.type(screen.getByLabelText(T.manualShow.showTitle), TITLE);
    await user.upload(screen.getByLabelText(T.manualShow.poster), poster);
    await user.click(screen.getByRole('button', { name: T.manualShow.submit }));
    expect((await screen.findByRole('alert')).textContent).toBe(SERVER_MSG.adminFashion.titleTaken);
    expect(screen.getByLabelText(T.manualShow.showTitle).getAttribute('aria-invalid')).toBe('true');
  });
});
