import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routes } from '../../app/router';
import { ProductListQuery } from '../../app/routes/shop/product-list-route';
import { MSG } from '../../lib/messages';
import { renderRoutes } from '../../test/render';
import { listVariables, PRODUCT_PAGE_SIZE, readListParams, type ProductListState } from './product-params';

const base: ProductListState = { category: null, sort: 'latest', excludeSoldOut: false, page: 1 };

/** A mocked `products` answer for a state; the mock only matches the exact variables the page must send. */
function productPage(state: Partial<ProductListState>, names: string[], { totalPages = 2, stock = 10 } = {}) {
  const variables = listVariables({ ...base, ...state });
  return {
    request: { query: ProductListQuery, variables },
    result: {
      data: {
        products: {
          __typename: 'ProductPage' as const,
          number: variables.page,
          totalPages,
          totalElements: totalPages * PRODUCT_PAGE_SIZE,
          content: names.map((name, i) => ({
            __typename: 'Product' as const,
            no: variables.page * 100 + i + 1 + name.length * 1000,
            name,
            pic: null,
            price: 20000,
            discountRate: i === 0 ? 30 : 0,
            stock,
            score: 4.5,
            reviewCount: 2,
          })),
        },
      },
    },
  };
}

const status = () => screen.getByTestId('pager-status').textContent;

describe('product list', () => {
  it('shows 9 a page with prices, discount and links to the detail', async () => {
    renderRoutes({ path: '/user/shop/productlist', routes, mocks: [productPage({}, ['셔츠', '바지'])] });
    const link = await screen.findByRole('link', { name: /셔츠/ });
    expect(link.getAttribute('href')).toMatch(/^\/user\/shop\/productlist\/detail\/\d+$/);
    expect(within(link).getByText('14,000원')).toBeTruthy();
    expect(within(link).getByText('20,000원').tagName).toBe('DEL');
    expect(within(link).getByText(MSG.shop.discountRate(30))).toBeTruthy();
    expect(status()).toBe(MSG.shop.pageStatus(1, 2));
    expect(screen.queryByText(MSG.shop.soldOut)).toBeNull();
  });

  it('sends category, sort and sold-out filter to the server, keeps them in the URL and restarts at page 1', async () => {
    const user = userEvent.setup();
    const mocks = [
      productPage({}, ['전체 첫 상품']),
      productPage({ page: 2 }, ['전체 둘째 쪽']),
      productPage({ category: 'TOP' }, ['상의 상품']),
      productPage({ category: 'TOP', sort: 'priceLow' }, ['싼 상의']),
      productPage({ category: 'TOP', sort: 'priceLow', excludeSoldOut: true }, ['재고 있는 싼 상의']),
      productPage({ category: 'TOP', sort: 'priceLow', excludeSoldOut: true, page: 2 }, ['다음 쪽 상의']),
    ];
    const { router } = renderRoutes({ path: '/user/shop/productlist', routes, mocks });
    await screen.findByText('전체 첫 상품');
    const search = () => router.state.location.search;

    await user.click(screen.getByRole('button', { name: MSG.shop.next }));
    await screen.findByText('전체 둘째 쪽');
    expect(search()).toBe('?page=2');

    await user.click(screen.getByRole('button', { name: MSG.shop.categories.TOP }));
    await screen.findByText('상의 상품');
    expect(search()).toBe('?category=top'); // back to page 1
    expect(screen.getByRole('button', { name: MSG.shop.categories.TOP }).getAttribute('aria-pressed')).toBe('true');

    await user.selectOptions(screen.getByRole('combobox', { name: MSG.shop.sortLabel }), MSG.shop.sorts.priceLow);
    await screen.findByText('싼 상의');
    expect(search()).toBe('?category=top&sort=priceLow');

    await user.click(screen.getByRole('checkbox', { name: MSG.shop.excludeSoldOut }));
    await screen.findByText('재고 있는 싼 상의');
    expect(search()).toBe('?category=top&sort=priceLow&excludeSoldOut=true');

    await user.click(screen.getByRole('button', { name: MSG.shop.next }));
    await screen.findByText('다음 쪽 상의');
    expect(search()).toBe('?category=top&sort=priceLow&excludeSoldOut=true&page=2');
    expect(status()).toBe(MSG.shop.pageStatus(2, 2));
  });

  it('restores the state from the URL, also when going back', async () => {
    const mocks = [
      productPage({ category: 'SHOES', sort: 'rating', page: 2 }, ['평점 좋은 신발']),
      productPage({ category: 'SHOES', sort: 'rating' }, ['신발 첫 쪽']),
      productPage({ category: 'SHOES', sort: 'rating', page: 2 }, ['평점 좋은 신발']),
    ];
    const { router } = renderRoutes({
      path: '/user/shop/productlist?category=shoes&sort=rating&page=2',
      routes,
      mocks,
    });
    await screen.findByText('평점 좋은 신발');
    expect((screen.getByRole('combobox', { name: MSG.shop.sortLabel }) as HTMLSelectElement).value).toBe('rating');
    expect(screen.getByRole('button', { name: MSG.shop.categories.SHOES }).getAttribute('aria-pressed')).toBe('true');

    await act(() => router.navigate('/user/shop/productlist?category=shoes&sort=rating'));
    await screen.findByText('신발 첫 쪽');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(status()).toBe(MSG.shop.pageStatus(2, 2)));
  });

  it('says 품절된 상품입니다. for a product with stock 0', async () => {
    renderRoutes({ path: '/user/shop/productlist', routes, mocks: [productPage({}, ['품절 셔츠'], { stock: 0 })] });
    const link = await screen.findByRole('link', { name: /품절 셔츠/ });
    expect(within(link).getByText(MSG.shop.soldOut)).toBeTruthy();
  });

  it('has empty and error states', async () => {
    const empty = productPage({}, [], { totalPages: 0 });
    const { unmount } = renderRoutes({ path: '/user/shop/productlist', routes, mocks: [empty] });
    expect(await screen.findByText(MSG.shop.empty)).toBeTruthy();
    unmount();
    const failing = { request: productPage({}, []).request, error: new Error('down') };
    renderRoutes({ path: '/user/shop/productlist', routes, mocks: [failing] });
    expect(await screen.findByText(MSG.shop.error)).toBeTruthy();
    expect(screen.getByRole('button', { name: MSG.shop.retry })).toBeTruthy();
  });

  it('ignores unknown URL values', () => {
    const state = readListParams(new URLSearchParams('category=hats&sort=cheap&page=-3&excludeSoldOut=yes'));
    expect(state).toEqual(base);
  });
});
