import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routes } from '../../app/router';
import { MSG } from '../../lib/messages';
import { saveSession } from '../../lib/session';
import { memberHeaderMocks } from '../../test/header-mocks';
import { landing, renderRoutes } from '../../test/render';
import { wrapIndex } from './hooks/use-current-character';
import { ScrapCharacterMutation } from './operations';
import { item, product, showMock, stylesMock } from './show-mocks';

const sneakers = item(70, '버건디 스니커즈', product(91, '버건디 스니커즈'));
const styles = stylesMock(10, [[sneakers]]);
const others = [stylesMock(11, []), stylesMock(12, [])];

const name = () => screen.getByRole('heading', { level: 2, name: /역$/ }).textContent;
const position = () => screen.getByTestId('character-position').textContent;

describe('show detail', () => {
  it('shows one character at a time; previous and next wrap around', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes({ path: '/user/main/sub/3', routes, mocks: [showMock, styles, ...others] });
    expect(await screen.findByRole('heading', { level: 1, name: '우리들의 편의점' })).toBeTruthy();
    expect(name()).toBe('김연우 역');
    expect(position()).toBe(MSG.scene.characterStatus(1, 3));

    await user.click(screen.getByRole('button', { name: MSG.scene.previousCharacter }));
    expect(name()).toBe('박 기자 역');
    expect(position()).toBe(MSG.scene.characterStatus(3, 3));
    expect(await screen.findByText(MSG.scene.noStyles)).toBeTruthy();
    expect(router.state.location.search).toBe('?character=12');

    await user.click(screen.getByRole('button', { name: MSG.scene.nextCharacter }));
    expect(name()).toBe('김연우 역');
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(3, 3)).toBe(0);
  });

  it('opens on the character handed over in navigation state', async () => {
    const { router } = renderRoutes({
      path: '/start',
      routes: [landing('/start'), ...routes],
      mocks: [showMock, styles, ...others],
    });
    await act(() => router.navigate('/user/main/sub/3', { state: { characterNo: 11 } }));
    await waitFor(() => expect(name()).toBe('장준호 역'));
  });

  it('shows each item’s external link and similar product link', async () => {
    renderRoutes({ path: '/user/main/sub/3', routes, mocks: [showMock, styles, ...others] });
    const external = await screen.findByRole('link', { name: new RegExp(MSG.scene.externalLink) });
    expect(external.getAttribute('href')).toBe('https://example.com/items/70');
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toContain('noopener');
    const similar = screen.getByRole('link', { name: new RegExp(MSG.scene.similarProduct) });
    expect(similar.getAttribute('href')).toBe('/user/shop/productlist/detail/91');
  });

  it('sends a guest who scraps to the login page, to come back here', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes({
      path: '/user/main/sub/3?character=11',
      routes,
      mocks: [showMock, styles, ...others],
    });
    await screen.findByText('장준호 역');
    await user.click(screen.getByRole('button', { name: new RegExp(MSG.scene.scrap) }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/auth/login'));
    const from = (router.state.location.state as { from: { pathname: string; search: string } }).from;
    expect(`${from.pathname}${from.search}`).toBe('/user/main/sub/3?character=11');
  });

  it('lets a member scrap, showing the count from the server', async () => {
    saveSession('token', 7, 'USER');
    const scrapped = {
      request: { query: ScrapCharacterMutation, variables: { characterNo: 10 } },
      result: {
        data: { scrapCharacter: { __typename: 'ScrapState' as const, characterNo: 10, scrapped: true, count: 9 } },
      },
    };
    const user = userEvent.setup();
    renderRoutes({ path: '/user/main/sub/3', routes, mocks: [showMock, styles, scrapped, ...memberHeaderMocks()] });
    await screen.findByText('김연우 역');
    expect(screen.getByTestId('scrap-count').textContent).toBe(MSG.scene.scrapCount(4));
    const toggle = screen.getByRole('button', { name: new RegExp(MSG.scene.scrap) });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.click(toggle);
    await waitFor(() => expect(screen.getByTestId('scrap-count').textContent).toBe(MSG.scene.scrapCount(9)));
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });
});
