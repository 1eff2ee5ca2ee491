import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../lib/messages';
import { FOLLOW_PAGE_SIZE, FollowListPageQuery, NicknameAvailableQuery, UpdateMyProfileMutation } from './operations';
import { renderStylePage } from './test/style-app';

const T = MSG.profilePanel;
/** Any style page will do: the panel sits beside all of them. */
const PAGE = '/user/style/8/followList/follower';
const pageMock = {
  request: { query: FollowListPageQuery, variables: { userNo: 8, kind: 'FOLLOWER', page: 0, size: FOLLOW_PAGE_SIZE } },
  result: {
    data: {
      profile: { __typename: 'Profile' as const, no: 8, nickname: '옷잘알', withdrawn: false, isMe: false },
      followList: { __typename: 'FollowMemberPage' as const, number: 0, totalPages: 0, totalElements: 0, content: [] },
    },
  },
};
const available = (nickname: string, free: boolean) => ({
  request: { query: NicknameAvailableQuery, variables: { nickname } },
  result: { data: { nicknameAvailable: free } },
});
const saved = (check: (v: Record<string, unknown>) => boolean, user: object) => ({
  request: { query: UpdateMyProfileMutation, variables: check },
  result: { data: { updateMyProfile: { __typename: 'User' as const, no: 7, ...user } } },
});

const panel = () => screen.getByRole('region', { name: T.label });
const field = (label: string) => within(panel()).getByLabelText(label) as HTMLInputElement;
async function openEditor(mocks: object[] = []) {
  const user = userEvent.setup();
  renderStylePage(PAGE, [pageMock, ...mocks]);
  await user.click(
    await within(await screen.findByRole('region', { name: T.label })).findByRole('button', { name: T.edit }),
  );
  return user;
}

describe('own-profile panel', () => {
  it('shows my picture, nickname, bio, counts and the links of the style pages', async () => {
    renderStylePage(PAGE, [pageMock]);
    const region = await screen.findByRole('region', { name: T.label });
    expect(await within(region).findByText('나의닉')).toBeTruthy();
    expect(within(region).getByText('오늘의 옷')).toBeTruthy();
    expect(within(region).getByRole('img', { name: MSG.profile.picture('나의닉') })).toBeTruthy();
    const link = (name: string) => within(region).getByRole('link', { name }).getAttribute('href');
    expect(link(`${MSG.profile.followers} 2`)).toBe('/user/style/7/followList/follower');
    expect(link(`${MSG.profile.followees} 3`)).toBe('/user/style/7/followList/followee');
    expect(link(T.write)).toBe('/user/style/write');
    expect(link(T.myPosts)).toBe('/user/style/list/7');
  });

  it('refuses a nickname over 10 and a bio over 30 characters with their messages', async () => {
    const user = await openEditor();
    expect(document.activeElement).toBe(field(T.nickname));
    fireEvent.change(field(T.nickname), { target: { value: '가'.repeat(11) } });
    expect(await within(panel()).findByText(T.nicknameTooLong)).toBeTruthy();
    expect(within(panel()).getByText(T.counter(11, 10))).toBeTruthy();
    fireEvent.change(field(T.bio), { target: { value: '나'.repeat(31) } });
    expect(await within(panel()).findByText(T.bioTooLong)).toBeTruthy();
    await user.click(within(panel()).getByRole('button', { name: T.save }));
    // Nothing was sent (no answer is mocked, so a request would fail loudly): the form stays open.
    expect(within(panel()).queryByText(T.saveFailed)).toBeNull();
    expect(field(T.nickname).value).toBe('가'.repeat(11));
    await user.clear(field(T.nickname));
    expect(await within(panel()).findByText(T.nicknameRequired)).toBeTruthy();
  });

  it('checks the nickname as I type and blocks saving one already in use', async () => {
    const user = await openEditor([available('남의닉', false), available('새닉', true)]);
    await user.clear(field(T.nickname));
    await user.type(field(T.nickname), '남의닉');
    expect(await within(panel()).findByText(T.nicknameTaken)).toBeTruthy();
    expect((within(panel()).getByRole('button', { name: T.save }) as HTMLButtonElement).disabled).toBe(true);
    await user.clear(field(T.nickname));
    await user.type(field(T.nickname), '새닉');
    expect(await within(panel()).findByText(T.nicknameFree)).toBeTruthy();
    expect(within(panel()).queryByText(T.nicknameTaken)).toBeNull();
    expect((within(panel()).getByRole('button', { name: T.save }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('saves the nickname, bio and a new picture with a preview, says so and shows them', async () => {
    const picture = new File(['png'], 'me.png', { type: 'image/png' });
    const update = saved(
      (v) => JSON.stringify(v.input) === JSON.stringify({ nickname: '새닉', bio: '새 소개' }) && v.image === picture,
      { nickname: '새닉', bio: '새 소개', pic: '/uploads/profile/new.png' },
    );
    const user = await openEditor([available('새닉', true), update]);
    await user.clear(field(T.nickname));
    await user.type(field(T.nickname), '새닉');
    await user.clear(field(T.bio));
    await user.type(field(T.bio), ' 새 소개 ');
    await user.upload(field(T.choosePicture), picture);
    expect(within(panel()).getByRole('img', { name: T.preview })).toBeTruthy();
    await user.click(within(panel()).getByRole('button', { name: T.save }));
    expect(await within(panel()).findByText(T.saved)).toBeTruthy();
    expect(within(panel()).getByText('새닉')).toBeTruthy();
    expect(within(panel()).getByText('새 소개')).toBeTruthy();
    expect(
      within(panel())
        .getByRole('img', { name: MSG.profile.picture('새닉') })
        .getAttribute('src'),
    ).toBe('/uploads/profile/new.png');
    expect(document.activeElement).toBe(within(panel()).getByRole('button', { name: T.edit }));
  });

  it('refuses a picture that is not jpeg, png or gif', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderStylePage(PAGE, [pageMock]);
    await user.click(
      await within(await screen.findByRole('region', { name: T.label })).findByRole('button', { name: T.edit }),
    );
    await user.upload(field(T.choosePicture), new File(['<svg/>'], 'me.svg', { type: 'image/svg+xml' }));
    expect(within(panel()).getByText(T.badImage)).toBeTruthy();
    expect(within(panel()).queryByRole('img', { name: T.preview })).toBeNull();
  });

  it("shows the server's refusal at the nickname when someone took it meanwhile", async () => {
    const conflict = {
      request: { query: UpdateMyProfileMutation, variables: () => true },
      result: {
        errors: [{ message: T.nicknameTaken, extensions: { code: 'CONFLICT', field: 'nickname' } }],
      },
    };
    const user = await openEditor([conflict]);
    await user.clear(field(T.bio));
    await user.type(field(T.bio), '소개만 바꿈');
    await user.click(within(panel()).getByRole('button', { name: T.save }));
    expect(await within(panel()).findByText(T.nicknameTaken)).toBeTruthy();
    expect(within(panel()).queryByText(T.saved)).toBeNull();
  });

  it('goes back to the view without saving on cancel', async () => {
    const user = await openEditor();
    await user.clear(field(T.bio));
    await user.type(field(T.bio), '저장 안 함');
    await user.click(within(panel()).getByRole('button', { name: T.cancel }));
    await waitFor(() => expect(within(panel()).getByText('오늘의 옷')).toBeTruthy());
    expect(within(panel()).queryByText(T.saved)).toBeNull();
  });

  it('folds behind one button on a phone, which opens it and folds again on the next page', async () => {
    const user = userEvent.setup();
    const followees = {
      ...pageMock,
      request: { ...pageMock.request, variables: { ...pageMock.request.variables, kind: 'FOLLOWEE' } },
    };
    const { router } = renderStylePage(PAGE, [pageMock, followees]);
    const toggle = await screen.findByRole('button', { name: T.label });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const body = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(within(body).getByRole('region', { name: T.label })).toBeTruthy();
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await router.navigate('/user/style/8/followList/followee');
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('false'));
  });
});
