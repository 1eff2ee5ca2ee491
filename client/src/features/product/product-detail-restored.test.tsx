import { screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { ProductReviewsQuery } from '../../app/routes/shop/product-reviews-section';
import { shopRoutes } from '../../app/routes/shop/shop-routes';
import { RestockRequestsDocument } from '../../gql/graphql';
import { MSG } from '../../lib/messages';
import { saveSession } from '../../lib/session';
import { renderRoutes } from '../../test/render';
import { REVIEW_PAGE_SIZE } from './product-params';

/*
 * The page a visit starts on renders from the answer the server put into its HTML (lib/page-data.ts): a visitor's,
 * the same for everyone. A member who already asked for a size's restock alert must not see 알림 받기 from it.
 * A file of its own: the HTML's data is taken once per page load, by the first page.
 */

const sizeS = { __typename: 'ProductOption' as const, no: 51, size: 'S', label: 'S', stock: 0, priceDelta: 0 };
const sizeM = { ...sizeS, no: 52, size: 'M', label: 'M', stock: 2 };
/** ProductDetailPage's answer as the server runs it for the HTML, always as a visitor. */
const visitorsAnswer = {
  product: {
    __typename: 'Product',
    no: 5,
    name: '린넨 셔츠',
    contents: '시원한 셔츠',
    pic: '/uploads/shirt.svg',
    price: 19900,
    discountRate: 15,
    stock: 2,
    available: true,
    category: 'TOP',
    score: 0,
    reviewCount: 0,
    options: [sizeS, sizeM],
    sizeGuide: null,
    wornIn: [],
    recentPosts: [],
  },
};

beforeEach(() => {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'page-data';
  script.textContent = JSON.stringify({
    operationName: 'ProductDetailPage',
    variables: { no: 5 },
    data: visitorsAnswer,
  });
  document.body.append(script);
});
afterEach(() => localStorage.clear());

it("shows a member who already asked 알림 신청됨, never the visitor's 알림 받기 of the page's HTML", async () => {
  saveSession('token', 7, 'USER');
  const member = {
    request: { query: RestockRequestsDocument, variables: { no: 5 } },
    result: {
      data: {
        product: {
          __typename: 'Product' as const,
          no: 5,
          options: [
            { __typename: 'ProductOption' as const, no: 51, restockRequested: true },
            { __typename: 'ProductOption' as const, no: 52, restockRequested: false },
          ],
        },
      },
    },
  };
  const reviews = {
    request: { query: ProductReviewsQuery, variables: { productNo: 5, page: 0, size: REVIEW_PAGE_SIZE } },
    result: {
      data: {
        productReviews: { __typename: 'ReviewPage' as const, number: 0, totalPages: 0, totalElements: 0, content: [] },
      },
    },
  };
  // No mock of the page's own query: it renders from the HTML's answer without asking.
  renderRoutes({
    path: '/user/shop/productlist/detail/5',
    routes: [{ path: '/user', children: shopRoutes }],
    mocks: [member, reviews],
  });
  await screen.findByText('린넨 셔츠', { selector: 'h1' });
  // The first render: the sizes are there, the member's own state not yet, so no toggle claims one.
  expect(screen.getAllByTestId('size-option')).toHaveLength(2);
  expect(screen.queryAllByTestId('restock-toggle')).toEqual([]);
  expect(screen.queryByRole('button', { name: new RegExp(MSG.product.notifyMe) })).toBeNull();
  const toggle = await screen.findByTestId('restock-toggle');
  expect(toggle.textContent).toBe(`S · ${MSG.product.notifyOn}`);
  expect(toggle.getAttribute('aria-pressed')).toBe('true');
  expect(screen.queryByText(`S · ${MSG.product.notifyMe}`)).toBeNull();
});
