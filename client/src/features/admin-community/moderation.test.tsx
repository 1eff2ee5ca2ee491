import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../lib/messages';
import { renderRoutes } from '../../test/render';
import { ModerationPage } from './components/moderation-page';
import {
  AdminDeletePostMutation,
  AdminDismissReportsMutation,
  AdminPostsQuery,
  AdminReportedPostsQuery,
  MODERATION_PAGE_SIZE,
} from './operations';

const T = MSG.adminCommunity;
const LONG = '열다섯 글자를 넘는 아주 긴 게시글 내용입니다';

const post = (no: number, over: Record<string, unknown> = {}) => ({
  __typename: 'Post' as const,
  no,
  userNickname: `회원${no}`,
  pic: `/uploads/post/${no}.png`,
  content: `짧은 글 ${no}`,
  deleted: false,
  reportsCount: 0,
  reportReasons: [],
  ...over,
});

const page = (content: object[], totalPages = 1, number = 0) => ({
  __typename: 'PostPage' as const,
  number,
  totalPages,
  content,
});

const allPosts = (content: object[], { number = 0, totalPages = 1 } = {}) => ({
  request: { query: AdminPostsQuery, variables: { page: number, size: MODERATION_PAGE_SIZE } },
  result: { data: { adminPosts: page(content, totalPages, number) } },
});

const reportedPosts = (sort: 'LATEST' | 'MOST_REPORTED', content: object[]) => ({
  request: { query: AdminReportedPostsQuery, variables: { page: 0, size: MODERATION_PAGE_SIZE, sort } },
  result: { data: { adminReportedPosts: page(content) } },
});

const show = (path: string, mocks: object[], history = false) =>
  renderRoutes({
    path,
    routes: [
      {
        path: '/admin/community',
        element: <ModerationPage history={history ? (no) => <p>history of {no}</p> : undefined} />,
      },
    ],
    mocks: mocks as never,
  });

const cards = () => screen.getAllByTestId('moderation-card');

describe('community moderation', () => {
  it('shows all posts with nickname, picture and a 15-character preview; see details opens the whole text', async () => {
    const user = userEvent.setup();
    show('/admin/community', [allPosts([post(2, { content: LONG }), post(1)], { totalPages: 2 })], true);
    await waitFor(() => expect(cards()).toHaveLength(2));
    const [long, short] = cards() as [HTMLElement, HTMLElement];
    expect(within(long).getByText('회원2')).toBeTruthy();
    expect(
      within(long)
        .getByRole('img', { name: T.picAlt('회원2') })
        .getAttribute('src'),
    ).toBe('/uploads/post/2.png');
    expect(long.textContent).toContain(`${[...LONG].slice(0, 15).join('')}… ${T.seeDetails}`);
    expect(long.textContent).not.toContain([...LONG].slice(0, 16).join(''));
    expect(within(short).queryByRole('button', { name: T.seeDetails })).toBeNull();
    expect(within(short).queryByRole('button', { name: T.dismiss })).toBeNull();
    // The all-posts tab shows no report details.
    expect(screen.queryByText(T.reportCount(0))).toBeNull();
    expect(screen.getByRole('link', { name: T.allPosts }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('navigation', { name: T.pagination })).toBeTruthy();

    await user.click(within(long).getByRole('button', { name: T.seeDetails }));
    const dialog = await screen.findByRole('dialog', { name: T.detailsTitle('회원2') });
    expect(within(dialog).getByText(LONG)).toBeTruthy();
    expect(within(dialog).getByText('history of 2')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: T.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows reported posts with the count and "reason N times", and sorts by most reported', async () => {
    const user = userEvent.setup();
    const reasons = [
      { __typename: 'ReportReason' as const, category: 'INSULT', count: 2 },
      { __typename: 'ReportReason' as const, category: 'OBSCENE', count: 1 },
    ];
    show('/admin/community?tab=reported', [
      reportedPosts('LATEST', [post(5, { reportsCount: 3, reportReasons: reasons }), post(4, { reportsCount: 6 })]),
      reportedPosts('MOST_REPORTED', [
        post(4, { reportsCount: 6 }),
        post(5, { reportsCount: 3, reportReasons: reasons }),
      ]),
    ]);
    await waitFor(() => expect(cards()).toHaveLength(2));
    const first = cards()[0]!;
    expect(within(first).getByText(T.reportCount(3))).toBeTruthy();
    expect(within(first).getByText(T.reasonTimes(T.reasons.INSULT, 2))).toBeTruthy();
    expect(within(first).getByText('욕설 2회')).toBeTruthy();
    expect(within(first).getByText(T.reasonTimes(T.reasons.OBSCENE, 1))).toBeTruthy();
    expect(screen.getByRole('link', { name: T.reportedPosts }).getAttribute('aria-current')).toBe('page');

    await user.selectOptions(screen.getByRole('combobox', { name: T.sort }), T.mostReported);
    await waitFor(() => expect(within(cards()[0]!).getByText('회원4')).toBeTruthy());
    expect(within(cards()[0]!).getByText(T.reportCount(6))).toBeTruthy();
  });

  it('asks before deleting, warning that the author will be alerted, then shows the post is in the trash', async () => {
    const user = userEvent.setup();
    show('/admin/community', [
      allPosts([post(7), post(6)]),
      {
        request: { query: AdminDeletePostMutation, variables: { no: 7 } },
        result: { data: { adminDeletePost: { __typename: 'Post', no: 7, deleted: true } } },
      },
    ]);
    await waitFor(() => expect(cards()).toHaveLength(2));
    await user.click(within(cards()[0]!).getByRole('button', { name: T.delete }));
    const dialog = await screen.findByRole('alertdialog', { name: T.deleteTitle });
    expect(within(dialog).getByText(T.deleteWarning)).toBeTruthy();

    // Cancel first: nothing happens.
    await user.click(within(dialog).getByRole('button', { name: T.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(cards()[0]!).queryByText(T.inTrash)).toBeNull();

    await user.click(within(cards()[0]!).getByRole('button', { name: T.delete }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: T.delete }));
    expect(await within(cards()[0]!).findByText(T.inTrash)).toBeTruthy();
    expect(within(cards()[0]!).queryByRole('button', { name: T.delete })).toBeNull();
    expect(within(cards()[1]!).getByRole('button', { name: T.delete })).toBeTruthy();
  });

  it('says so when the delete fails', async () => {
    const user = userEvent.setup();
    show('/admin/community', [
      allPosts([post(8)]),
      { request: { query: AdminDeletePostMutation, variables: { no: 8 } }, error: new Error('boom') },
    ]);
    await user.click(
      within((await screen.findAllByTestId('moderation-card'))[0]!).getByRole('button', { name: T.delete }),
    );
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: T.delete }));
    expect(await screen.findByRole('alertdialog', { name: T.deleteFailed })).toBeTruthy();
    expect(within(cards()[0]!).queryByText(T.inTrash)).toBeNull();
  });

  it('dismisses a reported post’s reports after a confirm saying the post stays; all posts offer no dismissal', async () => {
    const user = userEvent.setup();
    const reasons = [{ __typename: 'ReportReason', category: 'ADVERTISING', count: 2 }];
    show('/admin/community?tab=reported', [
      reportedPosts('LATEST', [post(9, { reportsCount: 2, reportReasons: reasons }), post(5, { reportsCount: 1 })]),
      {
        request: { query: AdminDismissReportsMutation, variables: { no: 9 } },
        result: { data: { adminDismissReports: { __typename: 'Post', no: 9, reportsCount: 0, reportReasons: [] } } },
      },
    ]);
    await waitFor(() => expect(cards()).toHaveLength(2));
    await user.click(within(cards()[0]!).getByRole('button', { name: T.dismiss }));
    const dialog = await screen.findByRole('alertdialog', { name: T.dismissTitle });
    expect(within(dialog).getByText(T.dismissBody)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: T.dismiss }));

    expect(await within(cards()[0]!).findByText(T.dismissed)).toBeTruthy();
    expect(within(cards()[0]!).queryByText(T.reportCount(2))).toBeNull();
    expect(within(cards()[0]!).queryByRole('button', { name: T.dismiss })).toBeNull();
    expect(within(cards()[0]!).getByRole('button', { name: T.delete })).toBeTruthy();
    expect(within(cards()[1]!).getByRole('button', { name: T.dismiss })).toBeTruthy();
  });

  it('shows the empty text for an empty list', async () => {
    show('/admin/community?tab=reported', [reportedPosts('LATEST', [])]);
    expect(await screen.findByText(T.empty)).toBeTruthy();
  });
});
