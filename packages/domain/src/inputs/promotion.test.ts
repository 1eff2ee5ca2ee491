import { describe, expect, it } from 'vitest';
import { koreanText, readIssue } from '../catalogue.js';
import { SERVER_MSG } from '../server-messages.js';
import { isShopPath, popupInput } from './promotion.js';

const m = SERVER_MSG.adminPromotion;

/** The text of the first rule a popup path breaks (the common text for a value that is no rule's); null if none. */
function broken(path: unknown): string | null {
  const result = popupInput.safeParse({ path });
  if (result.success) return null;
  const message = readIssue(result.error.issues[0]!.message);
  return message ? koreanText(message) : SERVER_MSG.common.badInput;
}

describe("a popup's guide path (admin-console §5)", () => {
  it('takes any path of the shop, with its query and fragment', () => {
    for (const path of [
      '/user/shop/productlist',
      '/user/shop/productlist?category=상의',
      '/user/shop/productlist?category=%EC%83%81%EC%9D%98#top',
      '/user/shop/productlist/detail/3',
      '/user/shop/productlist/detail/3?tab=review#reviews',
      '/user/main/sub/2',
      '/user/style',
      '/',
    ]) {
      expect(broken(path), path).toBeNull();
    }
  });

  it('refuses other origins and schemes with their own text, in every spelling a browser follows', () => {
    for (const path of [
      'https://elsewhere.example/',
      '//elsewhere.example/user/shop/productlist',
      '/\\elsewhere.example/',
      '\\\\elsewhere.example/',
      '/\t/elsewhere.example/',
      ' /user/shop/productlist',
      'javascript:alert(1)',
      'JavaScript:alert(1)//',
      'data:text/html,<script>alert(1)</script>',
      'user/shop/productlist',
      '/user/shop/product list',
      '/user\u0000/x',
    ]) {
      expect(broken(path), JSON.stringify(path)).toBe(m.popupPathOutside);
      expect(isShopPath(path), JSON.stringify(path)).toBe(false);
    }
  });

  it('asks for the kind, then for the target of a product or show page, in the order of §5', () => {
    expect(broken('')).toBe(m.popupPathTypeRequired);
    expect(broken('   ')).toBe(m.popupPathTypeRequired);
    for (const path of [
      '/user/main/sub/',
      '/user/main/sub',
      '/user/shop/productlist/detail/x',
      '/user/shop/productlist/detail/?no=3',
      '/user/shop/productlist/detail/3/../',
    ]) {
      expect(broken(path), path).toBe(m.popupTargetRequired);
    }
    expect(broken(`/user/shop/productlist?q=${'a'.repeat(300)}`)).toBe(SERVER_MSG.common.badInput);
    expect(broken(null)).toBe(SERVER_MSG.common.badInput);
    expect(popupInput.safeParse({ path: '/user/style', extra: 1 }).success).toBe(false);
  });
});
