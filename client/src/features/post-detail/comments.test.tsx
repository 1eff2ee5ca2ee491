import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../lib/messages';
import { DeleteCommentMutation, LikeCommentMutation, WriteCommentMutation } from './operations';
import { comment, commentsMock, detailMock, ME, renderPostPage } from './test/post-mocks';

const written = (content: string, parentCommentNo: number | null, no = 40) => ({
  request: { query: WriteCommentMutation, variables: { input: { postNo: 5, content, parentCommentNo } } },
  result: { data: { writeComment: { __typename: 'Comment', no } } },
});

describe('comments on the post page', () => {
  it('writes a comment and shows it when the page comes back', async () => {
    const user = userEvent.setup();
    const before = [comment(21, 8, '첫 댓글')];
    const after = [...before, comment(40, ME, '잘 어울려요')];
    renderPostPage([detailMock(), commentsMock(before), written('잘 어울려요', null), commentsMock(after)]);
    await user.type(await screen.findByLabelText(MSG.comments.label), ' 잘 어울려요 ');
    await user.click(screen.getByRole('button', { name: MSG.comments.submit }));
    expect(await screen.findByText('잘 어울려요')).toBeTruthy();
    expect((screen.getByLabelText(MSG.comments.label) as HTMLTextAreaElement).value).toBe('');
  });

  it('takes the writer to the last page, where a new comment lands', async () => {
    const user = userEvent.setup();
    const full = [1, 2, 3, 4, 5].map((i) => comment(20 + i, 8, `댓글 ${i}`));
    const { router } = renderPostPage([
      detailMock(),
      commentsMock(full),
      written('여섯 번째', null),
      commentsMock([comment(40, ME, '여섯 번째')], { page: 1, total: 6 }),
    ]);
    await screen.findByText('댓글 5');
    await user.type(screen.getByLabelText(MSG.comments.label), '여섯 번째');
    await user.click(screen.getByRole('button', { name: MSG.comments.submit }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(await screen.findByText('여섯 번째')).toBeTruthy();
  });

  it('replies to a comment under it', async () => {
    const user = userEvent.setup();
    const before = [comment(21, 8, '첫 댓글')];
    const after = [comment(21, 8, '첫 댓글', [comment(41, ME, '감사해요')])];
    renderPostPage([detailMock(), commentsMock(before), written('감사해요', 21, 41), commentsMock(after)]);
    await user.click(await screen.findByRole('button', { name: MSG.comments.replyTo('회원8') }));
    await user.type(screen.getByLabelText(MSG.comments.replyLabel('회원8')), '감사해요');
    const replyForm = screen.getByLabelText(MSG.comments.replyLabel('회원8')).closest('form')!;
    await user.click(within(replyForm).getByRole('button', { name: MSG.comments.submit }));
    const replies = await screen.findByRole('list', { name: MSG.comments.replies('회원8') });
    expect(within(replies).getByText('감사해요')).toBeTruthy();
    await waitFor(() => expect(screen.queryByLabelText(MSG.comments.replyLabel('회원8'))).toBeNull());
  });

  it('deletes my own comment after confirming it; others cannot be deleted', async () => {
    const user = userEvent.setup();
    const before = [comment(21, ME, '지울 댓글'), comment(22, 8, '남의 댓글')];
    const removed = {
      request: { query: DeleteCommentMutation, variables: { no: 21 } },
      result: { data: { deleteComment: true } },
    };
    renderPostPage([detailMock(), commentsMock(before), removed, commentsMock([before[1]!])]);
    expect(await screen.findByText('남의 댓글')).toBeTruthy();
    expect(screen.queryByRole('button', { name: MSG.comments.deleteOf('회원8') })).toBeNull();
    await user.click(screen.getByRole('button', { name: MSG.comments.deleteOf(`회원${ME}`) }));
    const dialog = screen.getByRole('alertdialog', { name: MSG.comments.deleteTitle });
    await user.click(within(dialog).getByRole('button', { name: MSG.comments.delete }));
    await waitFor(() => expect(screen.queryByText('지울 댓글')).toBeNull());
    expect(screen.getByText('남의 댓글')).toBeTruthy();
  });

  it('likes a comment', async () => {
    const like = {
      request: { query: LikeCommentMutation, variables: { commentNo: 21, liked: true } },
      result: {
        data: { setCommentLike: { __typename: 'CommentLikeState', commentNo: 21, liked: true, likesCount: 4 } },
      },
    };
    renderPostPage([detailMock(), commentsMock([comment(21, 8, '좋은 글')]), like]);
    const button = await screen.findByRole('button', { name: MSG.comments.like('회원8') });
    await userEvent.setup().click(button);
    await waitFor(() => expect(within(button.parentElement!).getByTestId('like-count').textContent).toBe('4'));
    expect(button.getAttribute('aria-pressed')).toBe('true');
  });
});
