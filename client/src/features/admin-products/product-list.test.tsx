import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatWon } from '../../lib/format';
import { MSG } from '../../lib/messages';
import { renderRoutes } from '../../test/render';
import { ProductListPage } from './components/product-list-page';
import {
  AdminProductNamesQuery,
  AdminProductsQuery,
  EndSaleMutation,
  MarkSoldOutMutation,
  PRODUCT_PAGE_SIZE,
  ProductReviewsQuery,
  REVIEW_PAGE_SIZE,
} from './operations';

const T = MSG.adminProducts;
const product = (no: number, over: Record<string, unknown> = {}) => ({
  __typename: 'Product' as const,
  no,
  name: `상품${no}`,
  pic: null,
  price: 20000,
  discountRate: 0,
  discountedPrice: 20000,
  salesCount: 3,
  score: 4.5,
  reviewCount: 2,
  stock: 5,
  available: true,
  date: '2025-03-01T03:00:00.000Z',
  ...over,
});
const NO_FILTER = { searchTerm: null, startDate: null, endDate: null, category: null };
const list = (content: object[], vars: object = NO_FILTER) => ({
  request: { query: AdminProductsQuery, variables: { page: 0, size: PRODUCT_PAGE_SIZE, ...vars } },
  result: {
    data: {
      adminProducts: { __typename: 'ProductPage' as const, number: 0, totalPages: 1, totalElements: 1, content },
    },
  },
});
const cards = () => screen.getAllByTestId('admin-product-card');

describe('admin product grid (admin-console §2)', () => {
  it('shows a discounted card with the original price struck through, and the sold-out and sale-ended states', async () => {
    renderRoutes({
      path: '/admin/product',
      mocks: [
        list([
          product(3, { discountRate: 10, discountedPrice: 18000 }),
          product(2, { stock: 0 }),
          product(1, { available: false }),
        ]),
      ],
      routes: [{ path: '/admin/product', element: <ProductListPage /> }],
    });
    await screen.findByText('상품3');
    const [discounted, soldOut, ended] = cards();
    expect(within(discounted!).getByText(formatWon(20000)).tagName).toBe('S');
    expect(within(discounted!).getByText(formatWon(18000))).toBeTruthy();
    expect(within(discounted!).getByText(T.discount(10))).toBeTruthy();
    expect(within(discounted!).getByText(T.rating(4.5, 2))).toBeTruthy();
    expect(within(soldOut!).getByText(T.soldOut)).toBeTruthy();
    expect(within(soldOut!).queryByRole('button', { name: T.markSoldOut })).toBeNull();
    expect(within(ended!).getByText(T.saleEnded)).toBeTruthy();
    expect(within(ended!).queryByRole('button', { name: T.endSale })).toBeNull();
    expect(within(ended!).getByRole('link', { name: T.edit }).getAttribute('href')).toBe('/admin/product/update/1');
  });

  it('says no results for an empty grid', async () => {
    renderRoutes({
      path: '/admin/product',
      mocks: [list([])],
      routes: [{ path: '/admin/product', element: <ProductListPage /> }],
    });
    expect(await screen.findByText(T.noResults)).toBeTruthy();
  });

  it('toggles the review panel from the rating: user id, stars, contents, or no reviews', async () => {
    const user = userEvent.setup();
    const reviews = (productNo: number, content: object[]) => ({
      request: { query: ProductReviewsQuery, variables: { productNo, page: 0, size: REVIEW_PAGE_SIZE } },
      result: { data: { productReviews: { __typename: 'ReviewPage' as const, number: 0, totalPages: 1, content } } },
    });
    const review = {
      __typename: 'Review' as const,
      no: 1,
      score: 4,
      contents: '잘 맞아요',
      pic: '/uploads/review/1.png',
      author: { __typename: 'User' as const, no: 9, id: 'buyer9' },
    };
    renderRoutes({
      path: '/admin/product',
      mocks: [list([product(2), product(1, { score: 0, reviewCount: 0 })]), reviews(2, [review]), reviews(1, [])],
      routes: [{ path: '/admin/product', element: <ProductListPage /> }],
    });
    await user.click(await screen.findByRole('button', { name: T.rating(4.5, 2) }));
    const panel = await screen.findByRole('complementary', { name: T.reviewsOf('상품2') });
    expect(await within(panel).findByText('buyer9')).toBeTruthy();
    expect(within(panel).getByText('잘 맞아요')).toBeTruthy();
    expect(within(panel).getByRole('img', { name: T.reviewPicture })).toBeTruthy();
    expect(within(panel).getByText(T.average('4.5'))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: T.rating(4.5, 2) }));
    expect(screen.queryByRole('complementary')).toBeNull();
    await user.click(screen.getByRole('button', { name: T.rating(0, 0) }));
    expect(await screen.findByText(T.noReviews)).toBeTruthy();
  });

  it('floats the review panel in its card’s cell without changing the grid; Escape closes it', async () => {
    const user = userEvent.setup();
    renderRoutes({
      path: '/admin/product',
      mocks: [
        list([product(2), product(1, { score: 0, reviewCount: 0 })]),
        {
          request: { query: ProductReviewsQuery, variables: { productNo: 2, page: 0, size: REVIEW_PAGE_SIZE } },
          result: { data: { productReviews: { __typename: 'ReviewPage', number: 0, totalPages: 0, content: [] } } },
        },
      ],
      routes: [{ path: '/admin/product', element: <ProductListPage /> }],
    });
    const rating = await screen.findByRole('button', { name: T.rating(4.5, 2) });
    const cells = () => screen.getAllByRole('listitem').map((li) => li.className);
    const before = cells();
    await user.click(rating);
    const popover = await screen.findByTestId('review-popover');
    expect(within(popover).getByRole('complementary', { name: T.reviewsOf('상품2') })).toBeTruthy();
    expect(popover.parentElement).toBe(rating.closest('li'));
    expect(cells()).toEqual(before);
    expect(document.activeElement).toBe(popover);
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('review-popover')).toBeNull();
    expect(document.activeElement).toBe(rating);
  });

  it('marks a product sold out after the confirm dialog', async () => {
    const user = userEvent.setup();
    renderRoutes({
      path: '/admin/product',
      mocks: [
        list([product(2)]),
        {
          request: { query: MarkSoldOutMutation, variables: { no: 2 } },
          result: { data: { markProductSoldOut: { __typename: 'Product' as const, no: 2, stock: 0 } } },
        },
        list([product(2, { stock: 0 })]),
      ],
      routes: [{ path: '/admin/product', element: <ProductListPage /> }],
    });
    await user.click(await screen.findByRole('button', { name: T.markSoldOut }));
    const dialog = screen.getByRole('alertdialog', { name: T.soldOutConfirm('상품2') });
    await user.click(within(dialog).getByRole('button', { name: T.markSoldOut }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await screen.findByText(T.soldOut)).toBeTruthy();
  });

  it('ends a sale after a confirm naming the product, then a completion dialog leads back to the list', async () => {
    const user = userEvent.setup();
    renderRoutes({
      path: '/admin/product',
      mocks: [
        list([product(2)]),
        {
          request: { query: EndSaleMutation, variables: { no: 2 } },
          result: { data: { endProductSale: { __typename: 'Product' as const, no: 2, available: false } } },
        },
        list([product(2, { available: false })]),
      ],
      routes: [{ path: '/admin/product', element: <ProductListPage /> }],
    });
    await user.click(await screen.findByRole('button', { name: T.endSale }));
    const dialog = screen.getByRole('alertdialog', { name: T.endSaleConfirm('상품2') });
    await user.click(within(dialog).getByRole('button', { name: T.endSale }));
    const done = await screen.findByRole('alertdialog', { name: T.endSaleDone('상품2') });
    await user.click(within(done).getByRole('button', { name: T.backToList }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(await screen.findByText(T.saleEnded)).toBeTruthy();
  });

  it('searches by name (with its suggestions), days and category, and empties the filters with view all', async () => {
    const user = userEvent.setup();
    const filtered = { searchTerm: '니트', startDate: '2025-03-01', endDate: '2025-03-31', category: 'TOP' };
    const { router } = renderRoutes({
      path: '/admin/product',
      mocks: [
        list([product(1)]),
        ...['니', '니트'].map((term) => ({
          request: { query: AdminProductNamesQuery, variables: { term } },
          result: { data: { adminProductNames: [`${term} 조끼`] } },
        })),
        list([product(2, { name: '니트 조끼' })], filtered),
        list([product(1)]),
      ],
      routes: [{ path: '/admin/product', element: <ProductListPage /> }],
    });
    await screen.findByText('상품1');
    const search = () => screen.getByRole('search', { name: T.search });
    const field = (label: string) => within(search()).getByLabelText(label) as HTMLInputElement;
    await user.type(field(T.searchName), '니트');
    await waitFor(() => expect(search().querySelector('datalist option')?.getAttribute('value')).toBe('니트 조끼'));
    await user.type(field(T.startDate), '2025-03-01');
    await user.type(field(T.endDate), '2025-03-31');
    await user.selectOptions(field(T.category), 'TOP');
    await user.click(within(search()).getByRole('button', { name: T.searchButton }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?q=%EB%8B%88%ED%8A%B8&from=2025-03-01&to=2025-03-31&category=TOP'),
    );
    // The filters start again from the address.
    await waitFor(() => expect([field(T.searchName).value, field(T.category).value]).toEqual(['니트', 'TOP']));

    await user.click(within(search()).getByRole('button', { name: T.viewAll }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() =>
      expect([field(T.searchName).value, field(T.startDate).value, field(T.category).value]).toEqual(['', '', '']),
    );
  });
});
