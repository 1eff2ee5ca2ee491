import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '../../lib/messages';
import { DeletePostMutation, LikePostMutation, PostDetailQuery } from './operations';
import { AUTHOR, comment, commentsMock, detailMock, ME, post, renderPostPage } from './test/post-mocks';

afterEach(() => vi.unstubAllGlobals());

describe('post detail page', () => {
  it('shows the author, time, picture, text, likes, the product card and the comments with their replies', async () => {
    const thread = [
      comment(21, 8, '첫 댓글', [comment(31, AUTHOR, '고마워요'), comment(32, 9, '저도요')]),
      comment(22, 9, '두 번째 댓글'),
    ];
    renderPostPage([detailMock(post({ commentsCount: 4 })), commentsMock(thread, { commentsCount: 4 })]);
    const article = await screen.findByRole('article', { name: MSG.postDetail.title('스타일러') });
    const author = within(article).getByRole('link', { name: '스타일러' });
    expect(author.getAttribute('href')).toBe(`/user/style/profile/${AUTHOR}`);
    expect(within(article).getByText(MSG.time.minutesAgo(10))).toBeTruthy();
    expect(within(article).getByRole('img', { name: MSG.postDetail.picture('스타일러') })).toBeTruthy();
    expect(within(article).getByText(/린넨 셔츠에 와이드 팬츠/)).toBeTruthy();
    expect(within(article).getByRole('button', { name: MSG.postDetail.like }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    const product = within(article).getByRole('link', { name: /린넨 셔츠/ });
    expect(product.getAttribute('href')).toBe('/user/shop/productlist/detail/11');
    expect(within(product).getByTestId('sale-price').textContent).toBe('18,000원');
    expect(within(product).getByText('20,000원').tagName).toBe('DEL');

    const threads = await screen.findAllByRole('listitem');
    const first = threads[0]!;
    expect(within(first).getByText('첫 댓글')).toBeTruthy();
    const replies = within(first).getByRole('list', { name: MSG.comments.replies('회원8') });
    expect(
      within(replies)
        .getAllByRole('listitem')
        .map((r) => r.querySelector('p')!.textContent),
    ).toEqual(['고마워요', '저도요']);
    expect(screen.getByText(MSG.comments.title).textContent).toContain('4');
    // Only my own comments (none here) can be deleted.
    expect(screen.queryByRole('button', { name: MSG.comments.deleteOf('회원8') })).toBeNull();
  });

  it('shows only the handled notice and a back button for an over-reported post', async () => {
    const notice = '사용자 신고로 인해 관리자가 처리 중인 게시물입니다.';
    const { router } = renderPostPage([
      detailMock(post({ hiddenByReports: true, hiddenNotice: notice })),
      commentsMock([]),
    ]);
    expect(await screen.findByText(notice)).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByText(/린넨 셔츠/)).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: MSG.postDetail.back }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/style'));
  });

  it('says there are no comments yet', async () => {
    renderPostPage([detailMock(), commentsMock([])]);
    expect(await screen.findByText(MSG.comments.empty)).toBeTruthy();
  });

  it("says a missing post can't be found, without offering a retry", async () => {
    const missing = {
      request: { query: PostDetailQuery, variables: { no: 5 } },
      result: { errors: [new GraphQLError('요청한 정보를 찾을 수 없습니다.', { extensions: { code: 'NOT_FOUND' } })] },
    };
    renderPostPage([missing]);
    expect(await screen.findByText(MSG.postDetail.notFound)).toBeTruthy();
    expect(screen.queryByRole('button', { name: MSG.postDetail.retry })).toBeNull();
  });

  it('likes the post at once and keeps the count the server sends', async () => {
    // The server's answer comes when the test moves a fake clock on (the clock also follows real time, which the
    // testing library's own waits need, but not by a minute).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const like = {
      request: { query: LikePostMutation, variables: { postNo: 5, liked: true } },
      result: { data: { setPostLike: { __typename: 'PostLikeState', postNo: 5, liked: true, likesCount: 9 } } },
      delay: 60_000,
    };
    renderPostPage([detailMock(), commentsMock([]), like]);
    const button = await screen.findByRole('button', { name: MSG.postDetail.like });
    const count = () => within(button.parentElement!).getByTestId('like-count').textContent;
    expect(count()).toBe('2');
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(button);
    expect(count()).toBe('3');
    expect(button.getAttribute('aria-pressed')).toBe('true');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await waitFor(() => expect(count()).toBe('9'));
  });

  it('deletes my own post after confirming it and goes to my posts', async () => {
    const user = userEvent.setup();
    const removed = {
      request: { query: DeletePostMutation, variables: { no: 5 } },
      result: { data: { deletePost: true } },
    };
    const { router } = renderPostPage([detailMock(post({ userNo: ME })), commentsMock([]), removed]);
    await user.click(await screen.findByRole('button', { name: MSG.postDetail.delete }));
    const dialog = screen.getByRole('alertdialog', { name: MSG.postDetail.deleteTitle });
    await user.click(within(dialog).getByRole('button', { name: MSG.postDetail.cancel }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: MSG.postDetail.delete }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: MSG.postDetail.delete }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/user/style/list/${ME}`));
  });

  it("lets the admin delete another member's post, and then goes to the feed", async () => {
    const removed = {
      request: { query: DeletePostMutation, variables: { no: 5 } },
      result: { data: { deletePost: true } },
    };
    const { router } = renderPostPage([detailMock(), commentsMock([]), removed], { userNo: 1, admin: true });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: MSG.postDetail.delete }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: MSG.postDetail.delete }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/style'));
  });

  it('shares through the share sheet with a 30-character description, or copies the link', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share });
    const { unmount } = renderPostPage([detailMock(), commentsMock([])]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: MSG.postDetail.share }));
    expect(share).toHaveBeenCalledWith({
      title: MSG.postDetail.shareTitle('스타일러'),
      text: [...post().content].slice(0, 30).join(''),
      url: expect.stringContaining('/user/style/detail/5'),
    });
    unmount();

    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    renderPostPage([detailMock(), commentsMock([])]);
    await user.click(await screen.findByRole('button', { name: MSG.postDetail.share }));
    const copied = await screen.findByText(MSG.postDetail.linkCopied);
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('/user/style/detail/5'));
    // The notice comes after every button of the toolbar, so it never pushes '신고하기' onto a line of its own.
    const toolbar = screen.getByRole('group', { name: MSG.postDetail.actions });
    const report = within(toolbar).getByRole('button', { name: MSG.postDetail.report });
    expect(report.compareDocumentPosition(copied) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('offers an edit button on my own post only', async () => {
    const { unmount } = renderPostPage([detailMock(post({ userNo: ME })), commentsMock([])]);
    const edit = await screen.findByRole('link', { name: MSG.postDetail.edit });
    expect(edit.getAttribute('href')).toBe('/user/style/write/edit/5');
    unmount();
    renderPostPage([detailMock(), commentsMock([])]);
    await screen.findByRole('button', { name: MSG.postDetail.report });
    expect(screen.queryByRole('link', { name: MSG.postDetail.edit })).toBeNull();
  });
});
