import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../common/enums.js';
import { MSG } from '../../common/messages.js';
import { addOptions, makeProduct } from '../../test/fixtures.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { Product } from './product.entity.js';

/* Issue 25: the console manages a product's sizes and size guide; past orders keep the size they bought. */

let t: TestApp;
let admin: string;
let member: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.member({ role: Role.ADMIN })).token;
  member = (await t.member()).token;
});
afterAll(() => t?.close());

const SAVE = `mutation ($productNo: Int!, $options: [ProductOptionInput!]!) {
  saveProductOptions(productNo: $productNo, options: $options) { no label stock priceDelta } }`;
type Saved = { saveProductOptions: { no: number; label: string; stock: number; priceDelta: number }[] };
const stockOf = async (no: number) => (await t.em().findOneOrFail(Product, { no }, { refresh: true })).stock;

describe('the console’s option editor', () => {
  it('renames, restocks, adds and retires sizes; the product’s stock follows; a sold-out size back is news', async () => {
    const p = await makeProduct(t.em(), { stock: 0 });
    const [s, m] = await addOptions(t.em(), p.no, [
      { size: 'S', stock: 0 },
      { size: 'M', stock: 4 },
    ]);
    // An order line bought M before the editor renames it: it keeps its label.
    await t.em().execute(
      `with o as (insert into orders (user_no, price) select no, 1 from users limit 1 returning no)
       insert into order_product (order_no, product_no, quantity, price, option_no, option_label)
       select o.no, ?, 1, 1, ?, 'M' from o`,
      [p.no, m],
    );
    const heard: number[] = [];
    t.app.services.events.on('option.restocked', ({ optionNo }) => void heard.push(optionNo));

    const options = [
      { no: s, size: 'S', stock: 3 },
      { size: 'XL', stock: 2, priceDelta: 3000 },
      { no: m, size: '95', stock: 4 },
    ];
    const res = await t.gql<Saved>(SAVE, { productNo: p.no, options }, admin);
    expect(res.errors).toBeUndefined();
    expect(res.data!.saveProductOptions.map((o) => [o.label, o.stock, o.priceDelta])).toEqual([
      ['S', 3, 0],
      ['XL', 2, 3000],
      ['95', 4, 0],
    ]);
    expect(await stockOf(p.no)).toBe(9);
    expect(heard).toEqual([s]);

    // M is retired by leaving it out; its order line still says M.
    const fewer = await t.gql<Saved>(SAVE, { productNo: p.no, options: [{ no: s, size: 'S', stock: 1 }] }, admin);
    expect(fewer.data!.saveProductOptions.map((o) => o.label)).toEqual(['S']);
    expect(await stockOf(p.no)).toBe(1);
    const [line] = await t
      .em()
      .execute('select option_no, option_label from order_product where product_no = ?', [p.no]);
    expect(line).toEqual({ option_no: m, option_label: 'M' });
    const product = await t.gql<{ product: { options: { label: string }[] } }>(
      'query ($no: Int!) { product(no: $no) { options { label } } }',
      { no: p.no },
    );
    expect(product.data!.product.options).toEqual([{ label: 'S' }]);
  });

  it('refuses the same size twice, another product’s option and anyone but the admin, changing nothing', async () => {
    const p = await makeProduct(t.em(), { stock: 0 });
    const [s] = await addOptions(t.em(), p.no, [{ size: 'S', stock: 2 }]);
    const other = await makeProduct(t.em(), { stock: 0 });
    const [elsewhere] = await addOptions(t.em(), other.no, [{ size: 'S', stock: 2 }]);
    const twice = await t.gql(
      SAVE,
      {
        productNo: p.no,
        options: [
          { no: s, size: 'S', stock: 1 },
          { size: 'S', stock: 1 },
        ],
      },
      admin,
    );
    expect(twice.errors?.[0]).toMatchObject({
      message: MSG.adminProduct.optionDuplicate,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const foreign = await t.gql(SAVE, { productNo: p.no, options: [{ no: elsewhere, size: 'S', stock: 9 }] }, admin);
    expect(foreign.errors?.[0]?.message).toBe(MSG.adminProduct.optionMissing);
    expect((await t.gql(SAVE, { productNo: p.no, options: [] }, member)).errors?.[0]?.extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect(await stockOf(p.no)).toBe(2);
  });

  it('keeps a sized product’s stock as their sum on a PUT, zeroes every size on mark sold out, and keeps a size guide', async () => {
    const p = await makeProduct(t.em(), { stock: 0 });
    const [s, m] = await addOptions(t.em(), p.no, [
      { size: 'S', stock: 2 },
      { size: 'M', stock: 3 },
    ]);
    const put = await t.gql<{ updateProduct: { stock: number } }>(
      `mutation ($no: Int!, $input: ProductInput!) { updateProduct(no: $no, input: $input) { stock } }`,
      {
        no: p.no,
        input: { name: '코트', price: 10000, contents: '코트', category: 'TOP', stock: 99, discountRate: 0 },
      },
      admin,
    );
    expect(put.errors).toBeUndefined();
    expect(put.data!.updateProduct.stock).toBe(5);
    await t.gql('mutation ($no: Int!) { markProductSoldOut(no: $no) { stock } }', { no: p.no }, admin);
    const left = await t.em().execute('select no, stock from product_option where product_no = ? order by no', [p.no]);
    expect(left).toEqual([
      { no: s, stock: 0 },
      { no: m, stock: 0 },
    ]);
    expect(await stockOf(p.no)).toBe(0);

    const sizeGuide = { columns: ['총장', '가슴단면'], rows: [{ size: 'S', values: ['68', '52'] }] };
    const saved = await t.gql<{ saveSizeGuide: { sizeGuide: unknown } }>(
      `mutation ($productNo: Int!, $sizeGuide: SizeGuideInput) {
         saveSizeGuide(productNo: $productNo, sizeGuide: $sizeGuide) { sizeGuide { columns rows { size values } } } }`,
      { productNo: p.no, sizeGuide },
      admin,
    );
    expect(saved.errors).toBeUndefined();
    expect((await t.rest('GET', `/api/list/product/${p.no}`)).body).toMatchObject({ sizeGuide });
  });
});
