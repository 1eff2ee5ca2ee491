import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../lib/messages';
import { ReportPostMutation } from './operations';
import { commentsMock, detailMock, post, renderPostPage } from './test/post-mocks';

const reportMock = (category: string, result: object) => ({
  request: { query: ReportPostMutation, variables: { postNo: 5, category } },
  result,
});
const reported = {
  data: { reportPost: { __typename: 'PostReportState', postNo: 5, reportsCount: 1, hiddenByReports: false } },
};
const ALREADY = '이미 신고한 게시글입니다.';

async function openReport() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: MSG.postDetail.report }));
  return { user, dialog: screen.getByRole('dialog', { name: MSG.postDetail.reportTitle }) };
}

describe('report modal', () => {
  it('offers the three reasons, asks for one, sends it and hides the report button', async () => {
    renderPostPage([detailMock(), commentsMock([]), reportMock('ADVERTISING', reported)]);
    const { user, dialog } = await openReport();
    const reasons = within(dialog).getAllByRole('radio');
    expect(reasons.map((r) => r.parentElement!.textContent)).toEqual(['욕설', '홍보', '선정성']);
    await user.click(within(dialog).getByRole('button', { name: MSG.postDetail.reportSubmit }));
    expect(await within(dialog).findByText(MSG.postDetail.reportReasonRequired)).toBeTruthy();
    await user.click(within(dialog).getByLabelText('홍보'));
    await user.click(within(dialog).getByRole('button', { name: MSG.postDetail.reportSubmit }));
    expect(await screen.findByText(MSG.postDetail.reported)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: MSG.postDetail.report })).toBeNull();
  });

  it("takes the server's 'already reported' as done, and keeps the dialog on another failure", async () => {
    const conflict = { errors: [new GraphQLError(ALREADY, { extensions: { code: 'CONFLICT' } })] };
    const failure = { errors: [new GraphQLError('boom', { extensions: { code: 'INTERNAL_SERVER_ERROR' } })] };
    renderPostPage([detailMock(), commentsMock([]), reportMock('INSULT', failure), reportMock('INSULT', conflict)]);
    const { user, dialog } = await openReport();
    await user.click(within(dialog).getByLabelText('욕설'));
    await user.click(within(dialog).getByRole('button', { name: MSG.postDetail.reportSubmit }));
    expect(await within(dialog).findByText(MSG.postDetail.reportFailed)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: MSG.postDetail.reportSubmit }));
    expect(await screen.findByText(ALREADY)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: MSG.postDetail.report })).toBeNull());
  });

  it('is not offered on my own post, nor on a post I reported', async () => {
    renderPostPage([detailMock(post({ userNo: 7 })), commentsMock([])]);
    expect(await screen.findByRole('button', { name: MSG.postDetail.delete })).toBeTruthy();
    expect(screen.queryByRole('button', { name: MSG.postDetail.report })).toBeNull();
  });

  it('is gone once I have reported the post', async () => {
    renderPostPage([detailMock(post({ reportedByMe: true })), commentsMock([])]);
    expect(await screen.findByRole('button', { name: MSG.postDetail.share })).toBeTruthy();
    expect(screen.queryByRole('button', { name: MSG.postDetail.report })).toBeNull();
    expect(screen.queryByRole('button', { name: MSG.postDetail.delete })).toBeNull();
  });
});
