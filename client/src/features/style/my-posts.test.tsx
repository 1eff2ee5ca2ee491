import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../lib/messages';
import { paths } from '../../lib/paths';
import {
  DeletePostMutation,
  MY_POSTS_PAGE_SIZE,
  MyPostsQuery,
  PurgePostMutation,
  RestorePostMutation,
  TrashedPostsQuery,
} from './operations';
import { renderStylePage } from './test/style-app';

const T = MSG.myPosts;
const row = (no: number) => ({
  __typename: 'Post',
  no,
  pic: no % 2 ? `/uploads/post/${no}.png` : null,
  preview: `내 게시물 ${no}`,
  date: new Date(Date.now() - 2 * 3_600_000).toISOString(),
  likesCount: 2,
  commentsCount: 0,
});
const page = (field: 'myPosts' | 'trashedPosts', content: object[]) => ({
  request: {
    query: field === 'myPosts' ? MyPostsQuery : TrashedPostsQuery,
    variables: { page: 0, size: MY_POSTS_PAGE_SIZE },
  },
  result: { data: { [field]: { __typename: 'PostPage', number: 0, totalPages: content.length ? 1 : 0, content } } },
});
const mutation = (query: unknown, data: object) => ({ request: { query, variables: { no: 3 } }, result: { data } });
const dialog = () => screen.findByRole('alertdialog');

describe('my posts', () => {
  it("sends another member's number to my own list, whose rows link to their detail and edit pages", async () => {
    const { router } = renderStylePage('/user/style/list/8', [page('myPosts', [row(3), row(4)])]);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.myPosts(7)));
    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText(MSG.time.hoursAgo(2))).toBeTruthy();
    expect(within(rows[1]!).getByText(MSG.postCounts.noImage)).toBeTruthy();
    const edit = screen.getByRole('link', { name: T.actionOf(T.edit, '내 게시물 3') });
    expect(edit.getAttribute('href')).toBe(paths.styleEdit(3));
    expect(within(rows[0]!).getAllByRole('link')[0]!.getAttribute('href')).toBe(paths.styleDetail(3));
  });

  it('moves a post to the trash after a confirmation', async () => {
    const user = userEvent.setup();
    renderStylePage('/user/style/list/7', [
      page('myPosts', [row(3)]),
      mutation(DeletePostMutation, { deletePost: true }),
      page('myPosts', []),
    ]);
    await user.click(await screen.findByRole('button', { name: T.actionOf(T.delete, '내 게시물 3') }));
    const confirm = await dialog();
    expect(within(confirm).getByText(T.deleteBody)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: T.delete }));
    expect(await screen.findByText(T.empty)).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByText(T.deleted).getAttribute('role')).toBe('status');
  });

  it('lists the trash on its tab, restores a post, and deletes one for good after a confirmation', async () => {
    const user = userEvent.setup();
    const { router } = renderStylePage('/user/style/list/7', [
      page('myPosts', []),
      page('trashedPosts', [row(3), row(5)]),
      mutation(RestorePostMutation, { restorePost: { __typename: 'Post', no: 3, deleted: false } }),
      page('trashedPosts', [row(5)]),
      {
        ...mutation(PurgePostMutation, { purgePost: true }),
        request: { query: PurgePostMutation, variables: { no: 5 } },
      },
      page('trashedPosts', []),
    ]);
    expect(await screen.findByText(T.empty)).toBeTruthy();
    await user.click(screen.getByRole('link', { name: T.trash }));
    expect(router.state.location.search).toBe('?tab=trash');
    expect(screen.getByRole('link', { name: T.trash }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByText('내 게시물 3')).toBeTruthy();
    expect(screen.queryByRole('link', { name: T.actionOf(T.edit, '내 게시물 3') })).toBeNull();

    await user.click(screen.getByRole('button', { name: T.actionOf(T.restore, '내 게시물 3') }));
    await waitFor(() => expect(screen.queryByText('내 게시물 3')).toBeNull());
    expect(screen.getByRole('status').textContent).toBe(T.restored);
    await user.click(screen.getByRole('button', { name: T.actionOf(T.purge, '내 게시물 5') }));
    const confirm = await dialog();
    expect(within(confirm).getByText(T.purgeBody)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: T.purge }));
    expect(await screen.findByText(T.trashEmpty)).toBeTruthy();
    expect(screen.getByText(T.purged)).toBeTruthy();
  });

  it('keeps a post whose permanent delete was cancelled, and says when the server refused one', async () => {
    const user = userEvent.setup();
    renderStylePage('/user/style/list/7?tab=trash', [
      page('trashedPosts', [row(3)]),
      { request: { query: PurgePostMutation, variables: { no: 3 } }, error: new Error('network') },
    ]);
    const purge = await screen.findByRole('button', { name: T.actionOf(T.purge, '내 게시물 3') });
    await user.click(purge);
    await user.click(within(await dialog()).getByRole('button', { name: T.cancel }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.click(purge);
    await user.click(within(await dialog()).getByRole('button', { name: T.purge }));
    expect(await screen.findByRole('alertdialog', { name: T.purgeFailed })).toBeTruthy();
    expect(screen.getByText('내 게시물 3')).toBeTruthy();
  });
});
