import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { routes } from '../../app/router';
import { cartKey, readCart } from '../../lib/cart-storage';
import { lastSizes, rememberSize } from '../../lib/last-size';
import { MSG } from '../../lib/messages';
import { saveSession } from '../../lib/session';
import { memberHeaderMocks } from '../../test/header-mocks';
import { renderRoutes } from '../../test/render';
import { item, product, showMock, stylesMock } from './show-mocks';

const USER = 7;
const coat = product(101, '오버핏 네이비 트렌치코트', { stock: 0 });
const altCoat = product(102, '클래식 네이비 트렌치코트');
const altCoat2 = product(103, '베이직 네이비 블레이저');
const slacks = product(104, '와이드핏 블랙 슬랙스');
const loafers = product(105, '레더 버건디 로퍼', { available: false });
const look = [
  item(1, '네이비 트렌치코트', coat, { match: 'EXACT', alternatives: [altCoat, altCoat2] }),
  item(2, '블랙 슬랙스', slacks, { match: 'EXACT' }),
  item(3, '버건디 로퍼', loafers),
  item(4, '골드 목걸이', null, { path: null }),
];
const second = [item(5, '아이보리 니트', product(106, '캐시미어 아이보리 니트'))];
const mocks = () => [showMock, stylesMock(10, [look, second]), ...memberHeaderMocks()];

const card = (name: string) =>
  screen.getAllByTestId('style-item').find((el) => within(el).queryByText(name, { selector: 'span' }))!;

describe('exact or similar on the show page', () => {
  it('badges each item with a product as the exact product worn or a similar one', async () => {
    renderRoutes({ path: '/user/main/sub/3', routes, mocks: mocks() });
    await screen.findByText('네이비 트렌치코트');
    expect(within(card('블랙 슬랙스')).getByTestId('match-badge').textContent).toBe(MSG.look.exact);
    expect(within(card('버건디 로퍼')).getByTestId('match-badge').textContent).toBe(MSG.look.similar);
    expect(within(card('골드 목걸이')).queryByTestId('match-badge')).toBeNull();
    const exactLink = within(card('블랙 슬랙스')).getByRole('link', { name: new RegExp(MSG.look.exactProduct) });
    expect(exactLink.getAttribute('href')).toBe('/user/shop/productlist/detail/104');
    expect(
      within(card('아이보리 니트')).getByRole('link', { name: new RegExp(MSG.scene.similarProduct) }),
    ).toBeTruthy();
  });

  it('offers similar products instead of a dead link when the product is sold out or no longer sold', async () => {
    renderRoutes({ path: '/user/main/sub/3', routes, mocks: mocks() });
    await screen.findByText('네이비 트렌치코트');
    const soldOut = card('네이비 트렌치코트');
    expect(within(soldOut).getByText(MSG.look.soldOut)).toBeTruthy();
    // No link to the sold-out product itself; links to the alternatives instead.
    expect(within(soldOut).queryByRole('link', { name: new RegExp(MSG.look.exactProduct) })).toBeNull();
    const list = within(soldOut).getByRole('list', { name: MSG.look.alternatives('네이비 트렌치코트') });
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/user/shop/productlist/detail/102',
      '/user/shop/productlist/detail/103',
    ]);
    expect(links[0]!.textContent).toContain('클래식 네이비 트렌치코트');
    expect(links[0]!.textContent).toContain('27,000원');
    const ended = card('버건디 로퍼');
    expect(within(ended).getByText(MSG.look.similarSoldOut)).toBeTruthy();
    expect(within(ended).getByText(MSG.look.noAlternatives)).toBeTruthy();
    expect(within(card('블랙 슬랙스')).queryByText(MSG.look.soldOut)).toBeNull();
  });
});

describe("the shopper's last chosen sizes", () => {
  afterEach(() => window.localStorage.clear());

  it('asks for alternatives with the last clothes and shoe sizes chosen on a product page', async () => {
    rememberSize('M');
    rememberSize('FREE'); // an accessory's one size is no preference
    rememberSize('250');
    rememberSize('260'); // replaces the last shoe size, not the clothes one
    expect(lastSizes()).toEqual(['M', '260']);
    const inSize = product(107, '네이비 트렌치코트 M 재고');
    const sized = [[item(1, '네이비 트렌치코트', coat, { match: 'EXACT', alternatives: [inSize] })]];
    // Only the mock with the sizes answers: without them the page would show no styles.
    renderRoutes({
      path: '/user/main/sub/3',
      routes,
      mocks: [showMock, stylesMock(10, sized, ['M', '260']), ...memberHeaderMocks()],
    });
    const list = await screen.findByRole('list', { name: MSG.look.alternatives('네이비 트렌치코트') });
    expect(
      within(list)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/user/shop/productlist/detail/107']);
  });
});

describe("an item sold out in the shopper's size", () => {
  afterEach(() => window.localStorage.clear());

  it('keeps the link to the product and offers beside it the similar ones that have the size', async () => {
    rememberSize('M');
    const inM = product(108, '스트레이트 블랙 슬랙스 M 재고');
    const sized = [
      [
        item(2, '블랙 슬랙스', slacks, { match: 'EXACT', alternatives: [inM] }),
        item(5, '아이보리 니트', product(106, '캐시미어 아이보리 니트')),
      ],
    ];
    renderRoutes({
      path: '/user/main/sub/3',
      routes,
      mocks: [showMock, stylesMock(10, sized, ['M']), ...memberHeaderMocks()],
    });
    const list = await screen.findByRole('list', { name: MSG.look.inSize('블랙 슬랙스') });
    expect(
      within(list)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/user/shop/productlist/detail/108']);
    const slacksCard = card('블랙 슬랙스');
    expect(within(slacksCard).getByText(MSG.look.sizeSoldOut)).toBeTruthy();
    expect(within(slacksCard).queryByText(MSG.look.soldOut)).toBeNull();
    const own = within(slacksCard).getByRole('link', { name: new RegExp(MSG.look.exactProduct) });
    expect(own.getAttribute('href')).toBe('/user/shop/productlist/detail/104');
    // An item the shopper can buy in their size offers nothing beside its link.
    expect(within(card('아이보리 니트')).queryByRole('list')).toBeNull();
    expect(within(card('아이보리 니트')).queryByText(MSG.look.sizeSoldOut)).toBeNull();
  });
});

describe('buy the whole look', () => {
  it('puts every product into the cart, a substitute for the sold-out one, and sums it up', async () => {
    saveSession('token', USER, 'USER');
    const user = userEvent.setup();
    const { router } = renderRoutes({ path: '/user/main/sub/3', routes, mocks: mocks() });
    const [firstLook] = await screen.findAllByRole('button', { name: new RegExp(MSG.look.buyLook) });
    expect(firstLook!.textContent).toContain(MSG.scene.styleNo(1));
    await user.click(firstLook!);

    const dialog = await screen.findByRole('dialog', { name: MSG.look.addedTitle });
    const added = within(dialog).getByTestId('look-added');
    expect(within(dialog).getByText(MSG.look.addedCount(2))).toBeTruthy();
    expect(within(added).getByText('클래식 네이비 트렌치코트')).toBeTruthy();
    expect(within(added).getByText(MSG.look.substitute('오버핏 네이비 트렌치코트'))).toBeTruthy();
    expect(within(added).getByText('와이드핏 블랙 슬랙스')).toBeTruthy();
    const notAdded = within(dialog).getByTestId('look-not-added');
    expect(
      within(notAdded)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([`버건디 로퍼${MSG.look.noStock}`, `골드 목걸이${MSG.look.noProduct}`]);
    expect(readCart(USER).map((i) => [i.product.no, i.quantity])).toEqual([
      [102, 1],
      [104, 1],
    ]);

    // Again: the cart holds the stock of neither yet, so each goes to 2.
    await user.click(within(dialog).getByRole('button', { name: MSG.look.continueShopping }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(firstLook!);
    await screen.findByRole('dialog', { name: MSG.look.addedTitle });
    expect(readCart(USER).map((i) => i.quantity)).toEqual([2, 2]);

    await user.click(screen.getByRole('button', { name: MSG.look.viewCart }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/shop/cart'));
  });

  it('holds the cart to the stock, and says so when nothing could go in', async () => {
    saveSession('token', USER, 'USER');
    window.localStorage.setItem(
      cartKey(USER),
      JSON.stringify([{ product: { ...product(106, '캐시미어 아이보리 니트'), stock: 5 }, quantity: 5 }]),
    );
    const user = userEvent.setup();
    renderRoutes({ path: '/user/main/sub/3', routes, mocks: mocks() });
    const buttons = await screen.findAllByRole('button', { name: new RegExp(MSG.look.buyLook) });
    await user.click(buttons[1]!);
    const dialog = await screen.findByRole('dialog', { name: MSG.look.nothingAddedTitle });
    expect(within(dialog).getByText(MSG.look.atStock)).toBeTruthy();
    expect(readCart(USER).map((i) => i.quantity)).toEqual([5]);
  });

  it('sends a guest to the login page, to come back here', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes({ path: '/user/main/sub/3', routes, mocks: mocks() });
    const [firstLook] = await screen.findAllByRole('button', { name: new RegExp(MSG.look.buyLook) });
    await user.click(firstLook!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/auth/login'));
  });
});
