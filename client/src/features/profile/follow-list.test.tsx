import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../lib/messages';
import { FOLLOW_PAGE_SIZE, FollowListPageQuery, RemoveFollowerMutation, SetFollowMutation } from './operations';
import { renderStylePage } from './test/style-app';

const member = (no: number, over: object = {}) => ({
  __typename: 'FollowMember' as const,
  no,
  nickname: `회원${no}`,
  pic: null,
  withdrawn: false,
  followedByMe: false,
  ...over,
});

interface ListOptions {
  userNo?: number;
  kind?: 'FOLLOWEE' | 'FOLLOWER';
  page?: number;
  totalPages?: number;
  owner?: object;
}

const listMock = (
  content: object[],
  { userNo = 8, kind = 'FOLLOWER', page = 0, totalPages = 1, owner = {} }: ListOptions = {},
) => ({
  request: { query: FollowListPageQuery, variables: { userNo, kind, page, size: FOLLOW_PAGE_SIZE } },
  result: {
    data: {
      profile: {
        __typename: 'Profile' as const,
        no: userNo,
        nickname: '옷잘알',
        withdrawn: false,
        isMe: userNo === 7,
        ...owner,
      },
      followList: {
        __typename: 'FollowMemberPage' as const,
        number: page,
        totalPages,
        totalElements: content.length,
        content,
      },
    },
  },
});

describe('follow lists', () => {
  it("lists another member's followers 10 a page, linking to their profiles, without remove buttons", async () => {
    const user = userEvent.setup();
    const first = Array.from({ length: 10 }, (_, i) => member(20 + i, i === 0 ? { followedByMe: true } : {}));
    const { router } = renderStylePage('/user/style/8/followList/follower', [
      listMock(first, { totalPages: 2 }),
      listMock([member(40)], { page: 1, totalPages: 2 }),
    ]);
    expect(
      await screen.findByRole('heading', { level: 1, name: MSG.followList.heading.follower('옷잘알') }),
    ).toBeTruthy();
    const link = screen.getByRole('link', { name: '회원20' });
    expect(link.getAttribute('href')).toBe('/user/style/profile/20');
    expect(screen.getAllByText(MSG.followList.followedByMe)).toHaveLength(1);
    expect(screen.getAllByRole('link', { name: /^회원/ })).toHaveLength(10);
    expect(screen.queryByRole('button', { name: MSG.followList.removeOf('회원20') })).toBeNull();
    await user.click(screen.getByRole('button', { name: /다음/ }));
    expect(await screen.findByRole('link', { name: '회원40' })).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
  });

  it('switches between followers and followees, and says when there is no follow info', async () => {
    const user = userEvent.setup();
    renderStylePage('/user/style/8/followList/follower', [listMock([member(20)]), listMock([], { kind: 'FOLLOWEE' })]);
    await screen.findByRole('link', { name: '회원20' });
    const tabs = () => screen.getByRole('navigation', { name: MSG.followList.tabs });
    await user.click(within(tabs()).getByRole('link', { name: MSG.followList.title.followee }));
    expect(await screen.findByText(MSG.followList.empty)).toBeTruthy();
    const current = within(tabs()).getByRole('link', { name: MSG.followList.title.followee });
    expect(current.getAttribute('aria-current')).toBe('page');
  });

  it('lets me remove a follower from my own follower list after confirming', async () => {
    const user = userEvent.setup();
    const removed = {
      request: { query: RemoveFollowerMutation, variables: { userNo: 21 } },
      result: { data: { removeFollower: { __typename: 'Profile' as const, no: 7, followerCount: 1 } } },
    };
    renderStylePage('/user/style/7/followList/follower', [
      listMock([member(21), member(22)], { userNo: 7, owner: { nickname: '나의닉' } }),
      removed,
      listMock([member(22)], { userNo: 7, owner: { nickname: '나의닉' } }),
    ]);
    const remove = await screen.findByRole('button', { name: MSG.followList.removeOf('회원21') });
    await user.click(remove);
    const dialog = screen.getByRole('alertdialog', { name: MSG.followList.confirmTitle });
    expect(within(dialog).getByText(MSG.followList.confirmBody('회원21'))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: MSG.followList.cancel }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('link', { name: '회원21' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: MSG.followList.removeOf('회원21') }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: MSG.followList.remove }));
    await waitFor(() => expect(screen.queryByRole('link', { name: '회원21' })).toBeNull());
    expect(screen.getByRole('link', { name: '회원22' })).toBeTruthy();
    // My panel's follower count comes from the answer.
    const panel = screen.getByRole('region', { name: MSG.profilePanel.label });
    expect(within(panel).getByRole('link', { name: `${MSG.profile.followers} 1` })).toBeTruthy();
  });

  it('lets me unfollow from my own followee list after confirming, and offers no remove there', async () => {
    const user = userEvent.setup();
    const unfollowed = {
      request: { query: SetFollowMutation, variables: { userNo: 23, following: false } },
      result: {
        data: {
          setFollow: {
            __typename: 'FollowChange' as const,
            followee: { __typename: 'Profile' as const, no: 23, followedByMe: false, followerCount: 0 },
            follower: { __typename: 'Profile' as const, no: 7, followeeCount: 2 },
          },
        },
      },
    };
    const mine = { userNo: 7, kind: 'FOLLOWEE', owner: { nickname: '나의닉' } } as const;
    renderStylePage('/user/style/7/followList/followee', [
      listMock([member(23, { followedByMe: true }), member(24, { followedByMe: true })], mine),
      unfollowed,
      listMock([member(24, { followedByMe: true })], mine),
    ]);
    await screen.findByRole('link', { name: '회원23' });
    expect(screen.queryByRole('button', { name: MSG.followList.removeOf('회원23') })).toBeNull();
    await user.click(screen.getByRole('button', { name: MSG.followList.unfollowOf('회원23') }));
    const dialog = screen.getByRole('alertdialog', { name: MSG.followList.unfollowTitle });
    expect(within(dialog).getByText(MSG.followList.unfollowBody('회원23'))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: MSG.followList.unfollow }));
    await waitFor(() => expect(screen.queryByRole('link', { name: '회원23' })).toBeNull());
    expect(screen.getByRole('link', { name: '회원24' })).toBeTruthy();
    const panel = screen.getByRole('region', { name: MSG.profilePanel.label });
    expect(within(panel).getByRole('link', { name: `${MSG.profile.followees} 2` })).toBeTruthy();
  });

  it("offers no unfollow on another member's followee list", async () => {
    renderStylePage('/user/style/8/followList/followee', [listMock([member(23)], { kind: 'FOLLOWEE' })]);
    await screen.findByRole('link', { name: '회원23' });
    expect(screen.queryByRole('button', { name: MSG.followList.unfollowOf('회원23') })).toBeNull();
  });

  it('answers an unknown kind of list with not found', async () => {
    renderStylePage('/user/style/7/followList/friends', []);
    expect(await screen.findByText(MSG.common.notFoundTitle)).toBeTruthy();
  });
});
