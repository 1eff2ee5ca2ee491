import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../app/router';
import { HomePageQuery } from '../../app/routes/main/home-route';
import { MSG } from '../../lib/messages';
import { saveSession } from '../../lib/session';
import { memberHeaderMocks } from '../../test/header-mocks';
import { renderRoutes } from '../../test/render';
import { trimRoleSuffix } from './character-name';
import { REVIEW_CAROUSEL_MS } from './components/review-carousel';
import { POPUP_COOKIE_MAX_AGE, popupCookieName } from './popup-cookie';

const review = (no: number) => ({
  __typename: 'Review' as const,
  no,
  contents: `리뷰 ${no}`,
  score: 4,
  pic: null,
  userNickname: `회원${no}`,
  product: { __typename: 'Product' as const, no: no + 100, name: `상품 ${no}`, pic: null },
});

const popup = (no: number) => ({ __typename: 'Popup' as const, no, path: '/user/shop/productlist', pic: '/p.svg' });
const homeMock = (popups = [popup(3)]) => ({
  request: { query: HomePageQuery },
  result: {
    data: {
      popups,
      randomScene: {
        __typename: 'Scene' as const,
        show: { __typename: 'Show' as const, no: 9, title: '닥터 차정숙', pic: null },
        character: { __typename: 'Character' as const, no: 21, name: '차정숙 역', actorName: '엄정화', pic: null },
        characters: [{ __typename: 'Character' as const, no: 21 }],
        style: null,
        items: [],
      },
      latestReviews: [review(1), review(2), review(3)],
      popularPosts: [{ __typename: 'Post' as const, no: 40, pic: null, userNickname: '스타일왕' }],
    },
  },
});

const firstReviewHref = () => within(screen.getByTestId('review-track')).getAllByRole('link')[0]!.getAttribute('href');

function clearCookies() {
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

afterEach(clearCookies);

describe('home page', () => {
  it('moves the latest-reviews carousel on every 5000 ms, wrapping, and stops when paused', async () => {
    // setImmediate stays real: the module runner behind the lazy route needs it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    renderRoutes({ path: '/user/main', routes, mocks: [homeMock()] });
    await act(() => vi.advanceTimersByTimeAsync(50));
    await vi.waitFor(() => expect(firstReviewHref()).toBe('/user/shop/review/1')); // the lazy route, in real time

    await act(() => vi.advanceTimersByTimeAsync(REVIEW_CAROUSEL_MS - 100));
    expect(firstReviewHref()).toBe('/user/shop/review/1');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(firstReviewHref()).toBe('/user/shop/review/2');
    await act(() => vi.advanceTimersByTimeAsync(REVIEW_CAROUSEL_MS * 2));
    expect(firstReviewHref()).toBe('/user/shop/review/1'); // 3 reviews: 2 → 3 → 1

    act(() => screen.getByRole('button', { name: MSG.home.pauseReviews }).click());
    await act(() => vi.advanceTimersByTimeAsync(REVIEW_CAROUSEL_MS * 3));
    expect(firstReviewHref()).toBe('/user/shop/review/1');
  });

  it('hides a popup for the day with the cookie {guest}_popup_{no}, and for this visit with close', async () => {
    const user = userEvent.setup();
    const { unmount } = renderRoutes({ path: '/user/main', routes, mocks: [homeMock()] });
    const popup = await screen.findByRole('dialog', { name: `${MSG.home.popups} 1` });
    expect(within(popup).getByRole('link').getAttribute('href')).toBe('/user/shop/productlist');

    const setCookie = vi.spyOn(document, 'cookie', 'set'); // spies, and still writes the cookie
    await user.click(within(popup).getByRole('button', { name: MSG.home.hideToday }));
    expect(setCookie).toHaveBeenCalledWith(
      `${popupCookieName(null, 3)}=1; max-age=${POPUP_COOKIE_MAX_AGE}; path=/; SameSite=Lax`,
    );
    expect(setCookie.mock.calls[0]![0]).toMatch(/^guest_popup_3=1; max-age=86400;/);
    setCookie.mockRestore();
    expect(screen.queryByRole('dialog')).toBeNull();

    unmount();
    renderRoutes({ path: '/user/main', routes, mocks: [homeMock()] });
    await screen.findByText('리뷰 1');
    expect(screen.queryByRole('dialog')).toBeNull(); // still dismissed on the next visit
  });

  it('keys the cookie by the member, and close only hides the popup for this visit', async () => {
    saveSession('token', 7, 'USER');
    const user = userEvent.setup();
    const { unmount } = renderRoutes({ path: '/user/main', routes, mocks: [homeMock(), ...memberHeaderMocks()] });
    const popup = await screen.findByRole('dialog', { name: `${MSG.home.popups} 1` });
    await user.click(within(popup).getByRole('button', { name: MSG.home.closePopup }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.cookie).not.toContain('_popup_3');

    unmount();
    renderRoutes({ path: '/user/main', routes, mocks: [homeMock(), ...memberHeaderMocks()] });
    const back = await screen.findByRole('dialog', { name: `${MSG.home.popups} 1` });
    await user.click(within(back).getByRole('button', { name: MSG.home.hideToday }));
    expect(document.cookie).toContain('7_popup_3=1');
  });

  it("counts the popups where they come one at a time: closing one brings the next, 'n / total'", async () => {
    const user = userEvent.setup();
    renderRoutes({ path: '/user/main', routes, mocks: [homeMock([popup(3), popup(4), popup(5)])] });
    const first = await screen.findByRole('dialog', { name: `${MSG.home.popups} 1` });
    expect(screen.getAllByRole('dialog')).toHaveLength(3); // a desktop row; a phone's style shows the first only
    expect(within(first).getByTestId('popup-counter').textContent).toBe(MSG.home.popupCounter(1, 3));
    expect(screen.getAllByTestId('popup-counter')).toHaveLength(1);
    await user.click(within(first).getByRole('button', { name: MSG.home.closePopup }));
    const second = screen.getByRole('dialog', { name: `${MSG.home.popups} 2` });
    expect(within(second).getByTestId('popup-counter').textContent).toBe(MSG.home.popupCounter(2, 3));
    await user.click(within(second).getByRole('button', { name: MSG.home.hideToday }));
    const third = screen.getByRole('dialog', { name: `${MSG.home.popups} 3` });
    expect(within(third).getByTestId('popup-counter').textContent).toBe(MSG.home.popupCounter(3, 3));
    expect(within(third).getByRole('button', { name: MSG.home.hideToday })).toBeTruthy();
  });

  it('shows no counter for a single popup', async () => {
    renderRoutes({ path: '/user/main', routes, mocks: [homeMock()] });
    await screen.findByRole('dialog', { name: `${MSG.home.popups} 1` });
    expect(screen.queryByTestId('popup-counter')).toBeNull();
  });

  it('shows the scene with the trimmed character name, the popular style and no admin link for a member', async () => {
    saveSession('token', 7, 'USER');
    const user = userEvent.setup();
    renderRoutes({ path: '/user/main', routes, mocks: [homeMock(), ...memberHeaderMocks()] });
    await screen.findByText('리뷰 1');
    expect(screen.queryByRole('link', { name: MSG.home.adminLink })).toBeNull();
    expect(screen.getByRole('link', { name: /@스타일왕/ }).getAttribute('href')).toBe('/user/style/detail/40');

    await user.click(screen.getByRole('button', { name: MSG.home.nextSlide }));
    expect(screen.getByRole('heading', { name: MSG.home.chooseScene })).toBeTruthy();
    expect(screen.getByTestId('random-character').textContent).toBe('차정숙');
    expect(screen.getByTestId('random-show').getAttribute('href')).toBe('/user/main/sub/9');
    expect(screen.getByText(MSG.scene.noStyles)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: MSG.home.nextSlide }));
    expect(screen.queryByRole('heading', { name: MSG.home.chooseScene })).toBeNull(); // wrapped to slide 1
  });

  it('shows the /admin link to member 1 only', async () => {
    saveSession('token', 1, 'ADMIN');
    renderRoutes({ path: '/user/main', routes, mocks: [homeMock(), ...memberHeaderMocks()] });
    expect((await screen.findByRole('link', { name: MSG.home.adminLink })).getAttribute('href')).toBe('/admin');
  });

  it('trims the two-character suffix of character names', () => {
    expect(trimRoleSuffix('한서진 역')).toBe('한서진');
    expect(trimRoleSuffix('안 실장 역')).toBe('안 실장');
    expect(trimRoleSuffix('역')).toBe('역');
  });
});
