import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../common/enums.js';
import { makeProduct } from '../../test/fixtures.js';
import { startTestApp, type TestApp } from '../../test/harness.js';

/**
 * Two admins edit one product at once. Each change locks the product row first (admin-product.service.ts), so the
 * changes and their audit entries follow one another: each entry's "before" is the previous entry's "after".
 */
let t: TestApp;
let admins: string[];
beforeAll(async () => {
  t = await startTestApp();
  admins = [(await t.member({ role: Role.ADMIN })).token, (await t.member({ role: Role.ADMIN })).token];
});
afterAll(() => t?.close());

const EDITS = 8;
const UPDATE = 'mutation ($no: Int!, $input: ProductInput!) { updateProduct(no: $no, input: $input) { no } }';
const SOLD_OUT = 'mutation ($no: Int!) { markProductSoldOut(no: $no) { no } }';
const TRAIL = `query ($no: Int!) {
  auditTrail(subject: PRODUCT, subjectNo: $no, size: 100) { content { no action before after } }
}`;
type Trail = { auditTrail: { content: { no: number; action: string; before: Stock; after: Stock }[] } };
type Stock = { stock?: number } | null;

describe('two admins editing one product at once', () => {
  it('applies every change one after the other, each audited from the state the previous one left', async () => {
    const product = await makeProduct(t.em(), { name: '린넨 셔츠', price: 20000, stock: 5 });
    const input = { name: '린넨 셔츠', price: 20000, contents: '여름 셔츠', category: 'TOP', discountRate: 0 };

    // Distinct stocks, and a sold-out mark among them: every change moves the stock, so each is audited.
    const answers = await Promise.all(
      Array.from({ length: EDITS }, (_, i) =>
        i === EDITS / 2
          ? t.gql(SOLD_OUT, { no: product.no }, admins[i % 2])
          : t.gql(UPDATE, { no: product.no, input: { ...input, stock: 100 + i } }, admins[i % 2]),
      ),
    );
    expect(answers.map((a) => a.errors ?? null)).toEqual(answers.map(() => null));

    const trail = await t.gql<Trail>(TRAIL, { no: product.no }, admins[0]);
    const entries = [...trail.data!.auditTrail.content].sort((p, q) => p.no - q.no);
    expect(entries).toHaveLength(EDITS);
    let stock = 5;
    for (const entry of entries) {
      expect(entry.before?.stock, `entry ${entry.no} starts where the previous one ended`).toBe(stock);
      stock = entry.after!.stock!;
    }
    const stored = await t.gql<{ adminProduct: { stock: number } }>(
      'query ($no: Int!) { adminProduct(no: $no) { stock } }',
      { no: product.no },
      admins[1],
    );
    expect(stored.data!.adminProduct.stock).toBe(stock);
  });
});
