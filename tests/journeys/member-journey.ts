import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { MSG } from '../../client/src/lib/messages.js';
import type { TestApp } from '../../server/src/test/harness.js';

/** Helpers shared by the shopping and my-page journeys. */

export async function logIn(page: Page, app: TestApp, id: string, pwd: string): Promise<void> {
  await page.goto(`${app.url}/user/auth/login`);
  await page.getByLabel(MSG.auth.id).fill(id);
  await page.getByLabel(MSG.auth.pwd).fill(pwd);
  await page.getByRole('button', { name: MSG.auth.submit, exact: true }).click();
  await page.waitForURL(`${app.url}/user/main`);
}

export interface ApiMember {
  no: number;
  token: string;
}

/** Logs in through the API, as a setup step; null when the password is refused. */
export async function apiLogIn(app: TestApp, id: string, pwd: string): Promise<ApiMember | null> {
  const res = await app.gql<{ login: { token: string; user: { no: number } } }>(
    'mutation($id: String!, $pwd: String!) { login(id: $id, pwd: $pwd) { token user { no } } }',
    { id, pwd },
  );
  return res.data ? { no: res.data.login.user.no, token: res.data.login.token } : null;
}

/** Runs an operation as a member and fails the test on any GraphQL error. */
export async function gqlAs<T>(
  app: TestApp,
  member: ApiMember,
  query: string,
  variables: Record<string, unknown> = {},
) {
  const res = await app.gql<T>(query, variables, member.token);
  expect(res.errors).toBeUndefined();
  return res.data as T;
}

export interface ApiProduct {
  no: number;
  name: string;
  pic: string | null;
  price: number;
  discountRate: number;
  stock: number;
  available: boolean;
}

/**
 * Products on sale with enough stock, the discounted ones first (their rounding is the interesting case). One-size
 * products (accessories): an order or a cart line without a size buys their only one, as a journey about something
 * else does (tests/journeys/sizes.test.ts chooses sizes).
 */
export async function productsInStock(app: TestApp, count: number): Promise<ApiProduct[]> {
  const res = await app.gql<{ products: { content: (ApiProduct & { options: { no: number }[] })[] } }>(
    '{ products(page: 0, size: 100) { content { no name pic price discountRate stock available options { no } } } }',
  );
  const fit = res
    .data!.products.content.filter((p) => p.available && p.stock >= 5 && p.options.length <= 1)
    .map(({ options: _options, ...p }) => p);
  return [...fit.filter((p) => p.discountRate > 0), ...fit.filter((p) => p.discountRate === 0)].slice(0, count);
}

/** Puts products in the signed-in member's cart the way the product page does: browser storage keyed by userNo. */
export async function seedCart(page: Page, items: { product: ApiProduct; quantity: number }[]): Promise<void> {
  await page.evaluate((cart) => {
    localStorage.setItem(`cart_${sessionStorage.getItem('userNo')}`, JSON.stringify(cart));
  }, items);
}

/** A tiny real PNG (1 x 1), written to a temporary file for setInputFiles. */
export function tinyPngFile(): string {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sceneshop-review-')), 'look.png');
  fs.writeFileSync(file, png);
  return file;
}

/** The page is no wider than the window (nothing to scroll sideways on a 360 px phone). */
export async function expectNoSideScroll(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}
