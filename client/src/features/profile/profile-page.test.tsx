import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../lib/messages';
import { PROFILE_GRID_SIZE, ProfilePageQuery, ProfilePostsQuery, SetFollowMutation } from './operations';
import { renderStylePage } from './test/style-app';

const profile = (over: object = {}) => ({
  __typename: 'Profile' as const,
  no: 8,
  nickname: '옷잘알',
  bio: '데일리룩 기록',
  pic: '/uploads/profile/8.png',
  withdrawn: false,
  isMe: false,
  followedByMe: false,
  followerCount: 10,
  followeeCount: 4,
  postCount: 2,
  ...over,
});
const profileMock = (over: object = {}) => ({
  request: { query: ProfilePageQuery, variables: { userNo: 8 } },
  result: { data: { profile: profile(over) } },
});
const post = (no: number, pic: string | null, preview = '') => ({ __typename: 'Post' as const, no, pic, preview });
const postsMock = (content: object[]) => ({
  request: { query: ProfilePostsQuery, variables: { userNo: 8, page: 0, size: PROFILE_GRID_SIZE } },
  result: { data: { profilePosts: { __typename: 'PostPage' as const, number: 0, totalPages: 1, content } } },
});
const followed = (following: boolean, followerCount: number) => ({
  request: { query: SetFollowMutation, variables: { userNo: 8, following } },
  result: {
    data: {
      setFollow: {
        __typename: 'FollowChange' as const,
        followee: { __typename: 'Profile' as const, no: 8, followedByMe: following, followerCount },
        follower: { __typename: 'Profile' as const, no: 7, followeeCount: following ? 4 : 3 },
      },
    },
  },
  // Long enough to see the optimistic state before the answer.
  delay: 200,
});

const followButton = () =>
  screen.getByRole('button', { name: new RegExp(`^(${MSG.profile.follow}|${MSG.profile.following},)`) });
const followers = () => screen.getByTestId('follower-count').textContent;

describe('profile page', () => {
  it('shows the picture, nickname, bio, counts linking to the follow lists, and the grid of posts', async () => {
    renderStylePage('/user/style/profile/8', [
      profileMock(),
      postsMock([post(41, '/uploads/post/41.png', '봄 코디'), post(40, null)]),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: '옷잘알' })).toBeTruthy();
    expect(screen.getByRole('img', { name: MSG.profile.picture('옷잘알') }).getAttribute('src')).toBe(
      '/uploads/profile/8.png',
    );
    expect(screen.getByText('데일리룩 기록')).toBeTruthy();
    const counts = screen.getByRole('list', { name: MSG.profile.counts });
    expect(
      within(counts)
        .getByRole('link', { name: `${MSG.profile.followers} 10` })
        .getAttribute('href'),
    ).toBe('/user/style/8/followList/follower');
    expect(
      within(counts)
        .getByRole('link', { name: `${MSG.profile.followees} 4` })
        .getAttribute('href'),
    ).toBe('/user/style/8/followList/followee');
    const withPicture = await screen.findByRole('link', { name: '봄 코디' });
    expect(withPicture.getAttribute('href')).toBe('/user/style/detail/41');
    const without = screen.getByRole('link', { name: MSG.profile.postLink(40) });
    expect(within(without).getByText(MSG.profile.noImage)).toBeTruthy();
  });

  it('says when there are no posts', async () => {
    renderStylePage('/user/style/profile/8', [profileMock(), postsMock([])]);
    expect(await screen.findByText(MSG.profile.noPosts)).toBeTruthy();
  });

  it('shows a withdrawn member with the one withdrawn text and nothing personal', async () => {
    const gone = { nickname: MSG.profile.withdrawnMember, withdrawn: true, bio: null, pic: null, postCount: 0 };
    renderStylePage('/user/style/profile/8', [profileMock(gone)]);
    expect(await screen.findByRole('heading', { level: 1, name: MSG.profile.withdrawnMember })).toBeTruthy();
    expect(screen.queryByRole('button', { name: MSG.profile.follow })).toBeNull();
  });

  it('follows at once (optimistic), then shows the counts from the server, and unfollows', async () => {
    const user = userEvent.setup();
    renderStylePage('/user/style/profile/8', [profileMock(), postsMock([]), followed(true, 12), followed(false, 11)]);
    await screen.findByRole('heading', { level: 1, name: '옷잘알' });
    expect(followButton().textContent).toBe(MSG.profile.follow);
    await user.click(followButton());
    expect(followButton().textContent).toBe(MSG.profile.following);
    expect(screen.getByRole('button', { name: `${MSG.profile.following}, ${MSG.profile.unfollowHint}` })).toBeTruthy();
    expect(followers()).toBe('11');
    await waitFor(() => expect(followers()).toBe('12'));
    // My own panel counts the new followee too.
    const panel = screen.getByRole('region', { name: MSG.profilePanel.label });
    expect(within(panel).getByRole('link', { name: `${MSG.profile.followees} 4` })).toBeTruthy();
    await user.click(followButton());
    expect(followButton().textContent).toBe(MSG.profile.follow);
    await waitFor(() => expect(followers()).toBe('11'));
  });

  it('sends a press made while the answer is on its way after that answer, so the last press wins', async () => {
    const user = userEvent.setup();
    renderStylePage('/user/style/profile/8', [profileMock(), postsMock([]), followed(true, 11), followed(false, 10)]);
    await screen.findByRole('heading', { level: 1, name: '옷잘알' });
    await user.click(followButton());
    expect(followers()).toBe('11');
    // The follow's answer has not come yet (the mock waits 200 ms): this unfollow must not be lost.
    await user.click(followButton());
    await waitFor(() => expect(followButton().textContent).toBe(MSG.profile.follow));
    await waitFor(() => expect(followers()).toBe('10'));
  });

  it('rolls the follow back and says so when the server refuses', async () => {
    const user = userEvent.setup();
    const failing = {
      request: { query: SetFollowMutation, variables: { userNo: 8, following: true } },
      error: new Error('down'),
    };
    renderStylePage('/user/style/profile/8', [profileMock(), postsMock([]), failing]);
    await screen.findByRole('heading', { level: 1, name: '옷잘알' });
    await user.click(followButton());
    expect(await screen.findByText(MSG.profile.followFailed)).toBeTruthy();
    expect(followButton().textContent).toBe(MSG.profile.follow);
    expect(followers()).toBe('10');
  });

  it('sends my own profile to my posts and member 1’s to the notice board', async () => {
    const mine = renderStylePage('/user/style/profile/7', []);
    await waitFor(() => expect(mine.router.state.location.pathname).toBe('/user/style/list/7'));
    mine.unmount();
    const admin = renderStylePage('/user/style/profile/1', []);
    await waitFor(() => expect(admin.router.state.location.pathname).toBe('/user/mypage/notice'));
  });

  it('answers an unknown member and a malformed number with not found', async () => {
    const missing = {
      request: { query: ProfilePageQuery, variables: { userNo: 9 } },
      result: { errors: [{ message: '요청한 정보를 찾을 수 없습니다.', extensions: { code: 'NOT_FOUND' } }] },
    };
    const first = renderStylePage('/user/style/profile/9', [missing]);
    expect(await screen.findByText(MSG.profile.notFound)).toBeTruthy();
    first.unmount();
    renderStylePage('/user/style/profile/abc', []);
    expect(await screen.findByText(MSG.profile.notFound)).toBeTruthy();
  });
});
