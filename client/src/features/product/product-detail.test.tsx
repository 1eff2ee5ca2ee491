import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductDetailPageQuery } from '../../app/routes/shop/product-detail-route';
import { CancelRestockAlertDocument, RequestRestockAlertDocument } from '../../gql/graphql';
import { shopRoutes } from '../../app/routes/shop/shop-routes';
import { lastSizes } from '../../lib/last-size';
import { MSG } from '../../lib/messages';
import { paths } from '../../lib/paths';
import { saveSession } from '../../lib/session';
import { landing, renderRoutes } from '../../test/render';
import { noReviews, productAnswer, restockRequests } from './test/product-mocks';

const routes = [{ path: '/user', children: [...shopRoutes, landing('shop/cart'), landing('auth/login')] }];

const show = (no: number, title: string) => ({ __typename: 'Show' as const, no, title });
const wornIn = [
  {
    __typename: 'WornIn' as const,
    show: show(3, '눈물의 여왕'),
    character: { __typename: 'Character' as const, no: 11, name: '홍해인 역', actorName: '김지원' },
    style: { __typename: 'Style' as const, no: 21, pic: '/uploads/style-21.svg' },
  },
];
const recentPosts = [{ __typename: 'Post' as const, no: 40, pic: null, userNickname: '셔츠러버' }];

function productMocks(over: Record<string, unknown> = {}) {
  return [
    {
      request: { query: ProductDetailPageQuery, variables: { no: 5 } },
      result: { data: { product: productAnswer(over) } },
    },
    noReviews,
  ];
}

const path = '/user/shop/productlist/detail/5';
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
/** The spec's storage key: the cart lives in localStorage under cart_{userNo}. */
const storedCart = () => JSON.parse(localStorage.getItem('cart_7') ?? '[]') as { quantity: number }[];

afterEach(() => localStorage.clear());

describe('product detail', () => {
  it('shows the discounted price with the original struck through, and the low stock', async () => {
    renderRoutes({ path, routes, mocks: productMocks() });
    expect(await screen.findByRole('heading', { level: 1, name: '린넨 셔츠' })).toBeTruthy();
    expect(screen.getByTestId('sale-price').textContent).toBe('16,915원'); // 19900 − 19900 × 15 / 100, rounded
    expect(screen.getAllByText('19,900원')[0]!.tagName).toBe('DEL');
    expect(screen.getAllByText(MSG.shop.discountRate(15)).length).toBeGreaterThan(0);
    expect(screen.getByText(MSG.product.lowStock(3))).toBeTruthy();
    expect(await screen.findByText(MSG.product.noReviews)).toBeTruthy();
    expect(screen.getByRole('link', { name: MSG.product.share }).getAttribute('href')).toBe(paths.styleWrite(5));
    expect(paths.styleWrite(5)).toBe('/user/style/write/5');
  });

  it('keeps the quantity within 1..stock', async () => {
    const user = userEvent.setup();
    renderRoutes({ path, routes, mocks: productMocks() });
    await screen.findByText('린넨 셔츠', { selector: 'h1' });
    expect(button(MSG.product.decrease).disabled).toBe(true);
    await user.click(button(MSG.product.increase));
    await user.click(button(MSG.product.increase));
    expect(screen.getByTestId('quantity').textContent).toBe('3');
    expect(button(MSG.product.increase).disabled).toBe(true);
    expect(screen.getByTestId('total-price').textContent).toBe('50,745원');
    await user.click(button(MSG.product.decrease));
    expect(screen.getByTestId('quantity').textContent).toBe('2');
  });

  it('adds to the member’s cart, merging and capping at the stock, with the continue / view-cart modal', async () => {
    saveSession('token', 7, 'USER');
    const user = userEvent.setup();
    const { router } = renderRoutes({ path, routes, mocks: productMocks() });
    await screen.findByText('린넨 셔츠', { selector: 'h1' });

    await user.click(button(MSG.product.increase));
    await user.click(button(MSG.product.addToCart));
    const dialog = await screen.findByRole('dialog', { name: MSG.product.addedTitle });
    expect(within(dialog).getByText(MSG.product.inCart(2))).toBeTruthy();
    expect(storedCart()).toEqual([
      expect.objectContaining({ quantity: 2, product: expect.objectContaining({ no: 5 }) }),
    ]);

    await user.click(within(dialog).getByRole('button', { name: MSG.product.continueShopping }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe(path);

    // 2 in the cart + 2 more, but only 3 in stock: the same line, capped, and the modal says so.
    await user.click(button(MSG.product.addToCart));
    const again = await screen.findByRole('dialog', { name: MSG.product.addedTitle });
    expect(within(again).getByText(MSG.product.capped(3))).toBeTruthy();
    expect(storedCart()).toHaveLength(1);
    expect(storedCart()[0]!.quantity).toBe(3);

    await user.click(within(again).getByRole('button', { name: MSG.product.viewCart }));
    expect((await screen.findByTestId('landing')).textContent).toBe('shop/cart');
  });

  it('asks for a size first: a sold-out one is shown but not choosable, a dearer one says by how much', async () => {
    saveSession('token', 7, 'USER');
    const user = userEvent.setup();
    const option = (no: number, label: string, stock: number, priceDelta = 0) => ({
      __typename: 'ProductOption' as const,
      no,
      size: label,
      label,
      stock,
      priceDelta,
    });
    const options = [option(51, 'S', 0), option(52, 'M', 2), option(53, 'XL', 1, 3000)];
    renderRoutes({
      path,
      routes,
      mocks: [...productMocks({ options }), restockRequests({ 51: false, 52: false, 53: false })],
    });
    await screen.findByText('린넨 셔츠', { selector: 'h1' });
    expect(screen.getByText(MSG.product.chooseSize)).toBeTruthy();
    expect(button(MSG.product.addToCart).disabled).toBe(true);
    const sizes = screen.getAllByTestId('size-option') as HTMLButtonElement[];
    expect(sizes.map((b) => [b.textContent, b.disabled])).toEqual([
      [`S${MSG.product.sizeSoldOut}`, true],
      ['M', false],
      [`XL${MSG.product.sizePrice('3,000원')}`, false],
    ]);

    await user.click(sizes[2]!);
    expect(sizes[2]!.getAttribute('aria-pressed')).toBe('true');
    // Remembered for the show page's alternatives.
    expect(lastSizes()).toEqual(['XL']);
    expect(screen.getByTestId('total-price').textContent).toBe('19,915원');
    expect(button(MSG.product.increase).disabled).toBe(true); // one XL left
    await user.click(button(MSG.product.addToCart));
    await screen.findByRole('dialog', { name: MSG.product.addedTitle });
    expect(storedCart()).toEqual([
      expect.objectContaining({ quantity: 1, option: { no: 53, label: 'XL', stock: 1, priceDelta: 3000 } }),
    ]);
  });

  it('offers 알림 받기 on a sold-out size to a member, toggling to 알림 신청됨 and back', async () => {
    saveSession('token', 7, 'USER');
    const user = userEvent.setup();
    const option = (stock: number, restockRequested: boolean) => ({
      __typename: 'ProductOption' as const,
      no: 51,
      stock,
      restockRequested,
    });
    const size = (no: number, label: string, stock: number) => ({
      __typename: 'ProductOption' as const,
      no,
      size: label,
      label,
      stock,
      priceDelta: 0,
    });
    const options = [size(51, 'S', 0), size(52, 'M', 2)];
    const mutations = [
      {
        request: { query: RequestRestockAlertDocument, variables: { optionNo: 51 } },
        result: { data: { requestRestockAlert: option(0, true) } },
      },
      {
        request: { query: CancelRestockAlertDocument, variables: { optionNo: 51 } },
        result: { data: { cancelRestockAlert: option(0, false) } },
      },
    ];
    renderRoutes({
      path,
      routes,
      mocks: [...productMocks({ options }), restockRequests({ 51: false, 52: false }), ...mutations],
    });
    await screen.findByText('린넨 셔츠', { selector: 'h1' });
    // Only the sold-out S offers it, once the member's own requests are known.
    const toggles = await screen.findAllByTestId('restock-toggle');
    expect(toggles.map((b) => b.textContent)).toEqual([`S · ${MSG.product.notifyMe}`]);
    await user.click(toggles[0]!);
    await waitFor(() => expect(toggles[0]!.textContent).toBe(`S · ${MSG.product.notifyOn}`));
    expect(toggles[0]!.getAttribute('aria-pressed')).toBe('true');
    await user.click(toggles[0]!);
    await waitFor(() => expect(toggles[0]!.textContent).toBe(`S · ${MSG.product.notifyMe}`));
  });

  it('sends a guest asking for 알림 받기 to login', async () => {
    const user = userEvent.setup();
    const options = [
      {
        __typename: 'ProductOption' as const,
        no: 51,
        size: 'S',
        label: 'S',
        stock: 0,
        priceDelta: 0,
      },
    ];
    // A visitor's page asks nothing of its own: no mock of the member's requests.
    renderRoutes({ path, routes, mocks: productMocks({ options }) });
    await user.click(await screen.findByTestId('restock-toggle'));
    expect((await screen.findByTestId('landing')).textContent).toBe('auth/login');
  });

  it('sends a guest to login instead of adding', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes({ path, routes, mocks: productMocks() });
    await screen.findByText('린넨 셔츠', { selector: 'h1' });
    await user.click(button(MSG.product.addToCart));
    expect((await screen.findByTestId('landing')).textContent).toBe('auth/login');
    expect((router.state.location.state as { from: { pathname: string } }).from.pathname).toBe(path);
    expect(localStorage.length).toBe(0);
  });

  it('shows SOLD OUT at stock 0 with the buttons disabled', async () => {
    saveSession('token', 7, 'USER');
    renderRoutes({ path, routes, mocks: productMocks({ stock: 0 }) });
    await screen.findByText('린넨 셔츠', { selector: 'h1' });
    expect(screen.getAllByText(MSG.product.soldOut).length).toBeGreaterThan(0);
    expect(screen.queryByText(MSG.product.lowStock(0))).toBeNull();
    expect(button(MSG.product.addToCart).disabled).toBe(true);
    expect(button(MSG.product.increase).disabled).toBe(true);
  });

  it('shows where the product is worn and the latest posts sharing it, each linking to its page', async () => {
    renderRoutes({ path, routes, mocks: productMocks({ wornIn, recentPosts }) });
    const worn = await screen.findByRole('region', { name: MSG.product.wornIn });
    const scene = within(worn).getByRole('link', { name: /눈물의 여왕/ });
    expect(scene.getAttribute('href')).toBe(paths.show(3, 11));
    expect(scene.textContent).toContain(MSG.product.wornBy('홍해인 역', '김지원'));
    const posts = screen.getByRole('region', { name: MSG.product.recentPosts });
    const post = within(posts).getByRole('link', { name: new RegExp(MSG.product.postBy('셔츠러버')) });
    expect(post.getAttribute('href')).toBe(paths.styleDetail(40));
  });

  it('shows nothing of it when the product is seen nowhere', async () => {
    renderRoutes({ path, routes, mocks: productMocks() });
    await screen.findByText('린넨 셔츠', { selector: 'h1' });
    expect(screen.queryByRole('region', { name: MSG.product.wornIn })).toBeNull();
    expect(screen.queryByRole('region', { name: MSG.product.recentPosts })).toBeNull();
    expect(screen.queryByText(MSG.product.wornIn)).toBeNull();
  });

  it('says when the product is not found', async () => {
    const notFound = { request: productMocks()[0]!.request, result: { data: { product: null } } };
    renderRoutes({ path, routes, mocks: [notFound] });
    expect(await screen.findByText(MSG.product.notFound)).toBeTruthy();
  });
});
