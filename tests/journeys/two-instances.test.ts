import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { discountedPrice } from '@scene-shop/domain/money';
import { startTestApp, type TestApp } from '../../server/src/test/harness.js';
import { alertSubscriptionStarted, bell } from './alert-helpers.js';
import { CLIENT_DIST, screenshot, useJourney } from './browser.js';
import { gqlAs, logIn, productsInStock } from './member-journey.js';

let app: TestApp;
let page: Page;

const PLACE = 'mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { no } }';

describe('two instances journey', () => {
  useJourney({ app: (a) => (app = a), page: (p) => (page = p) });

  it('lights the bell of a member whose page is on one instance when they order on the other', async () => {
    // A second instance on the same database, as behind a load balancer (same secret, no demo data of its own).
    const other = await startTestApp({ JWT_SECRET: app.config.JWT_SECRET, CLIENT_DIST }, 0, app.database);
    try {
      const { user, token } = await app.member({ pwd: 'pass1234!' });
      await logIn(page, app, user.id!, 'pass1234!');
      const subscribed = alertSubscriptionStarted(page, app);
      await page.goto(`${app.url}/user/shop/productlist`);
      await bell(page, false).waitFor();
      await subscribed;

      const [product] = await productsInStock(other, 1);
      const price = discountedPrice(product!.price, product!.discountRate);
      await gqlAs(other, { no: user.no, token }, PLACE, {
        input: { totalAmount: price, items: [{ productNo: product!.no, quantity: 1, resultPrice: price }] },
      });

      await page.getByTestId('alert-dot').waitFor({ timeout: 5000 });
      await bell(page, true).waitFor();
      await screenshot(page, 'two-instances-bell');
    } finally {
      await other.close();
    }
  });
});
