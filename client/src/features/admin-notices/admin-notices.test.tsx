import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../lib/messages';
import { landing, renderRoutes } from '../../test/render';
import { NoticeAddPage } from './components/notice-add-page';
import { NoticeEditPage } from './components/notice-edit-page';
import { NoticeListPage } from './components/notice-list-page';
import {
  ADMIN_NOTICE_PAGE_SIZE,
  AdminNoticeQuery,
  AdminNoticesQuery,
  CreateNoticeMutation,
  DeleteNoticeMutation,
  UpdateNoticeMutation,
} from './operations';

const notice = (no: number, over: Record<string, unknown> = {}) => ({
  __typename: 'Notice' as const,
  no,
  category: 'DELIVERY',
  title: `공지 ${no}`,
  date: '2026-03-01T03:00:00Z',
  ...over,
});

const list = (content: object[], { category = null as string | null, page = 0, totalPages = 1 } = {}) => ({
  request: { query: AdminNoticesQuery, variables: { page, size: ADMIN_NOTICE_PAGE_SIZE, category } },
  result: { data: { notices: { __typename: 'NoticePage' as const, number: page, totalPages, content } } },
});

const input = { title: '배송 지연 안내', category: 'DELIVERY', contents: '연휴로 늦어집니다.' };
const routes = [
  { path: '/admin/help', element: <NoticeListPage /> },
  { path: '/admin/help/notices/new', element: <NoticeAddPage /> },
  { path: '/admin/help/notices/7', element: <NoticeEditPage no={7} /> },
];

describe('admin notice list', () => {
  it('shows the notices with their category, title link and date, links to the chat, and filters by category', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes({
      path: '/admin/help',
      routes,
      mocks: [
        list([notice(2), notice(1, { category: 'PAYMENT' })]),
        list([notice(1, { category: 'PAYMENT' })], { category: 'PAYMENT' }),
      ],
    });
    const rows = await screen.findAllByTestId('admin-notice-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText(MSG.notices.categories.DELIVERY)).toBeTruthy();
    expect(within(rows[0]!).getByRole('link', { name: '공지 2' }).getAttribute('href')).toBe('/admin/help/notices/2');
    expect(screen.getByRole('link', { name: MSG.adminNotices.chatLink }).getAttribute('href')).toBe('/admin/help/chat');
    expect(screen.getByRole('link', { name: MSG.adminNotices.add }).getAttribute('href')).toBe(
      '/admin/help/notices/new',
    );
    // One page: no pager.
    expect(screen.queryByRole('navigation', { name: MSG.adminNotices.pagination })).toBeNull();

    const filter = screen.getByRole('combobox', { name: MSG.adminNotices.category });
    expect(within(filter).getAllByRole('option')).toHaveLength(8);
    await user.selectOptions(filter, 'PAYMENT');
    await waitFor(() => expect(screen.getAllByTestId('admin-notice-row')).toHaveLength(1));
    expect(router.state.location.search).toBe('?category=PAYMENT');
  });

  it('shows the pager only when there is more than one page', async () => {
    renderRoutes({ path: '/admin/help', routes, mocks: [list([notice(12), notice(11)], { totalPages: 2 })] });
    await screen.findAllByTestId('admin-notice-row');
    expect(screen.getByRole('navigation', { name: MSG.adminNotices.pagination })).toBeTruthy();
  });
});

describe('admin notice add', () => {
  it('asks for every field, clears the message on the next edit, and registers with a dialog back to the list', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes({
      path: '/admin/help/notices/new',
      routes: [routes[1]!, landing('/admin/help')],
      mocks: [
        {
          request: { query: CreateNoticeMutation, variables: { input } },
          result: { data: { createNotice: { ...notice(30), ...input, contents: input.contents } } },
        },
      ],
    });
    const add = await screen.findByRole('button', { name: MSG.adminNotices.submitAdd });
    await user.type(screen.getByLabelText(MSG.adminNotices.titleField), input.title);
    await user.click(add);
    expect((await screen.findByRole('alert')).textContent).toBe(MSG.adminNotices.fillAllFields);
    expect(screen.getByLabelText(MSG.adminNotices.contentsField).getAttribute('aria-invalid')).toBe('true');

    await user.type(screen.getByLabelText(MSG.adminNotices.contentsField), input.contents);
    expect(screen.queryByText(MSG.adminNotices.fillAllFields)).toBeNull();
    await user.click(add);
    expect(await screen.findByText(MSG.adminNotices.fillAllFields)).toBeTruthy();

    await user.selectOptions(screen.getByLabelText(MSG.adminNotices.categoryField), 'DELIVERY');
    expect(screen.queryByText(MSG.adminNotices.fillAllFields)).toBeNull();
    await user.click(add);
    const dialog = await screen.findByRole('alertdialog', { name: MSG.adminNotices.added });
    await user.click(within(dialog).getByRole('button', { name: MSG.adminNotices.backToList }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/help'));
  });
});

describe('admin notice edit', () => {
  const loaded = {
    request: { query: AdminNoticeQuery, variables: { no: 7 } },
    result: {
      data: {
        adminNotice: {
          __typename: 'Notice' as const,
          no: 7,
          title: '옛 제목',
          category: 'PAYMENT',
          contents: '옛 내용',
        },
      },
    },
  };

  it('finishes the edit after a confirm naming the action, then returns to the list', async () => {
    const user = userEvent.setup();
    const changed = { title: '새 제목', category: 'PAYMENT', contents: '옛 내용' };
    const { router } = renderRoutes({
      path: '/admin/help/notices/7',
      routes: [routes[2]!, landing('/admin/help')],
      mocks: [
        loaded,
        {
          request: { query: UpdateNoticeMutation, variables: { no: 7, input: changed } },
          result: { data: { updateNotice: { __typename: 'Notice' as const, no: 7, ...changed } } },
        },
      ],
    });
    const title = await screen.findByDisplayValue('옛 제목');
    expect(screen.getByLabelText(MSG.adminNotices.categoryField)).toHaveProperty('value', 'PAYMENT');
    await user.clear(title);
    await user.click(screen.getByRole('button', { name: MSG.adminNotices.finishEdit }));
    expect(await screen.findByText(MSG.adminNotices.fillAllFields)).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await user.type(title, '새 제목');
    await user.click(screen.getByRole('button', { name: MSG.adminNotices.finishEdit }));
    const dialog = await screen.findByRole('alertdialog', { name: MSG.adminNotices.finishConfirm });
    // Cancel keeps the admin on the page; yes saves.
    await user.click(within(dialog).getByRole('button', { name: MSG.adminNotices.cancel }));
    expect(router.state.location.pathname).toBe('/admin/help/notices/7');
    await user.click(screen.getByRole('button', { name: MSG.adminNotices.finishEdit }));
    const again = await screen.findByRole('alertdialog', { name: MSG.adminNotices.finishConfirm });
    await user.click(within(again).getByRole('button', { name: MSG.adminNotices.finishEdit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/help'));
  });

  it('deletes after a confirm naming the action, then returns to the list', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes({
      path: '/admin/help/notices/7',
      routes: [routes[2]!, landing('/admin/help')],
      mocks: [
        loaded,
        { request: { query: DeleteNoticeMutation, variables: { no: 7 } }, result: { data: { deleteNotice: 7 } } },
      ],
    });
    await user.click(await screen.findByRole('button', { name: MSG.adminNotices.delete }));
    const dialog = await screen.findByRole('alertdialog', { name: MSG.adminNotices.deleteConfirm });
    await user.click(within(dialog).getByRole('button', { name: MSG.adminNotices.delete }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/help'));
  });

  it('says so when the notice does not exist', async () => {
    renderRoutes({
      path: '/admin/help/notices/7',
      routes,
      mocks: [
        {
          request: { query: AdminNoticeQuery, variables: { no: 7 } },
          result: { errors: [{ message: '없음', extensions: { code: 'NOT_FOUND' } }] as never },
        },
      ],
    });
    expect(await screen.findByText(MSG.adminNotices.notFound)).toBeTruthy();
  });
});
