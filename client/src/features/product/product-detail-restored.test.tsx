import { screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { shopRoutes } from '../../app/routes/shop/shop-routes';
import { MSG } from '../../lib/messages';
import { saveSession } from '../../lib/session';
import { renderRoutes } from '../../test/render';
import { noReviews, productAnswer, restockRequests } from './test/product-mocks';

/*
 * The page a visit starts on renders from the answer the server put into its HTML (lib/page-data.ts): a visitor's,
 * the same for everyone. A member who already asked for a size's restock alert must not see 알림 받기 from it.
 * A file of its own: the HTML's data is taken once per page load, by the first page.
 */

const sizeS = { __typename: 'ProductOption' as const, no: 51, size: 'S', label: 'S', stock: 0, priceDelta: 0 };
const sizeM = { ...sizeS, no: 52, size: 'M', label: 'M', stock: 2 };
/** ProductDetailPage's answer as the server runs it for the HTML, always as a visitor. */
const visitorsAnswer = { product: productAnswer({ stock: 2, score: 0, options: [sizeS, sizeM] }) };

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
  // No mock of the page's own query: it renders from the HTML's answer without asking.
  renderRoutes({
    path: '/user/shop/productlist/detail/5',
    routes: [{ path: '/user', children: shopRoutes }],
    mocks: [restockRequests({ 51: true, 52: false }), noReviews],
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
