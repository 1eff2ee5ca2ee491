import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../lib/messages';
import { landing, renderRoutes } from '../../test/render';
import { ProductInsertPage } from './components/product-insert-page';
import { ProductUpdatePage } from './components/product-update-page';
import { AdminProductQuery, CreateProductMutation, UpdateProductMutation } from './operations';

const T = MSG.adminProducts;
const stored = {
  __typename: 'Product' as const,
  no: 7,
  name: '린넨 셔츠',
  price: 20000,
  contents: '여름 셔츠',
  category: 'TOP' as const,
  colorFamily: 'NAVY' as const,
  stock: 3,
  discountRate: 10,
  pic: '/uploads/product/7.png',
};
const input = {
  name: '린넨 셔츠',
  price: 20000,
  contents: '여름 셔츠',
  category: 'OTHER',
  colorFamily: null,
  stock: 5,
  discountRate: 0,
};

const renderInsert = (mocks: object[] = []) =>
  renderRoutes({
    path: '/admin/product/insert',
    mocks: mocks as never,
    routes: [{ path: '/admin/product/insert', element: <ProductInsertPage /> }, landing('/admin/product')],
  });

const field = (name: string) => screen.getByLabelText(name);

describe('add product form (admin-console §5, §8)', () => {
  it('shows each rule’s message under its field, with other as the default category', async () => {
    const user = userEvent.setup();
    renderInsert();
    await waitFor(() => expect((field(T.category) as HTMLSelectElement).value).toBe('OTHER'));
    await user.click(screen.getByRole('button', { name: T.submitAdd }));
    for (const message of [T.nameRequired, T.priceInvalid, T.contentsRequired, T.stockInvalid])
      expect(await screen.findByText(message)).toBeTruthy();
    await user.type(field(T.price), 'abc');
    await user.clear(field(T.discountRate));
    await user.type(field(T.discountRate), '101');
    await user.click(screen.getByRole('button', { name: T.submitAdd }));
    expect(await screen.findByText(T.discountRateInvalid)).toBeTruthy();
    expect(screen.getByText(T.priceInvalid)).toBeTruthy();
  });

  it('parses the numbers as integers, sends the product and confirms; OK goes to the list', async () => {
    const user = userEvent.setup();
    const created = { ...stored, ...input, no: 8, category: 'OTHER' as const, colorFamily: null, pic: null };
    const { router } = renderInsert([
      {
        request: { query: CreateProductMutation, variables: { input, image: null } },
        result: { data: { createProduct: created } },
      },
    ]);
    await user.type(field(T.name), '린넨 셔츠');
    await user.type(field(T.price), '20000.9');
    await user.type(field(T.contents), '여름 셔츠');
    await user.type(field(T.stockField), '5개');
    await user.click(screen.getByRole('button', { name: T.submitAdd }));
    expect(await screen.findByText(T.created)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: T.confirm }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/product'));
  });

  it('sends the chosen colour family, none by default', async () => {
    const user = userEvent.setup();
    const beige = { ...input, colorFamily: 'BEIGE' };
    const created = {
      ...stored,
      ...beige,
      no: 9,
      category: 'OTHER' as const,
      colorFamily: 'BEIGE' as const,
      pic: null,
    };
    renderInsert([
      {
        request: { query: CreateProductMutation, variables: { input: beige, image: null } },
        result: { data: { createProduct: created } },
      },
    ]);
    const colour = (await screen.findByLabelText(T.colorFamily)) as HTMLSelectElement;
    expect(colour.value).toBe('');
    expect(colour.getAttribute('aria-describedby')).toBeTruthy();
    await user.type(field(T.name), '린넨 셔츠');
    await user.type(field(T.price), '20000');
    await user.type(field(T.contents), '여름 셔츠');
    await user.type(field(T.stockField), '5');
    await user.selectOptions(colour, T.colorFamilies.BEIGE);
    await user.click(screen.getByRole('button', { name: T.submitAdd }));
    expect(await screen.findByText(T.created)).toBeTruthy();
  });

  it('says why the server refused the product', async () => {
    const user = userEvent.setup();
    renderInsert([
      {
        request: { query: CreateProductMutation, variables: { input, image: null } },
        result: { errors: [{ message: T.priceInvalid, extensions: { code: 'BAD_USER_INPUT' } }] },
      },
    ]);
    await user.type(field(T.name), '린넨 셔츠');
    await user.type(field(T.price), '20000');
    await user.type(field(T.contents), '여름 셔츠');
    await user.type(field(T.stockField), '5');
    await user.click(screen.getByRole('button', { name: T.submitAdd }));
    expect(await screen.findByText(T.createFailed(T.priceInvalid))).toBeTruthy();
  });
});

describe('edit product form (admin-console §5)', () => {
  const loaded = {
    request: { query: AdminProductQuery, variables: { no: 7 } },
    result: { data: { adminProduct: stored } },
  };
  const renderUpdate = (mocks: object[]) =>
    renderRoutes({
      path: '/admin/product/update/7',
      mocks: mocks as never,
      routes: [{ path: '/admin/product/update/:no', element: <ProductUpdatePage /> }, landing('/admin/product')],
    });

  it('shows the stored product with its picture and disables save while the stock or rate is wrong', async () => {
    const user = userEvent.setup();
    renderUpdate([loaded]);
    expect(((await screen.findByLabelText(T.name)) as HTMLInputElement).value).toBe('린넨 셔츠');
    await waitFor(() => expect((field(T.colorFamily) as HTMLSelectElement).value).toBe('NAVY'));
    expect(screen.getByRole('img', { name: T.preview }).getAttribute('src')).toBe(stored.pic);
    const save = screen.getByRole('button', { name: T.save }) as HTMLButtonElement;
    expect(save.disabled).toBe(false);
    await user.clear(field(T.stockField));
    await user.type(field(T.stockField), '-1');
    expect(await screen.findByText(T.editStockInvalid)).toBeTruthy();
    expect(save.disabled).toBe(true);
    await user.clear(field(T.stockField));
    await user.type(field(T.stockField), '4');
    await user.clear(field(T.discountRate));
    await user.type(field(T.discountRate), '150');
    expect(await screen.findByText(T.editDiscountRateInvalid)).toBeTruthy();
    expect(save.disabled).toBe(true);
    await user.clear(field(T.discountRate));
    await user.type(field(T.discountRate), '20');
    await waitFor(() => expect(save.disabled).toBe(false));
  });

  it('saves and goes to the product list', async () => {
    const user = userEvent.setup();
    const next = {
      name: '린넨 셔츠',
      price: 20000,
      contents: '여름 셔츠',
      category: 'TOP',
      colorFamily: null,
      stock: 9,
      discountRate: 10,
    };
    const { router } = renderUpdate([
      loaded,
      {
        request: { query: UpdateProductMutation, variables: { no: 7, input: next, image: null } },
        result: { data: { updateProduct: { ...stored, stock: 9 } } },
      },
    ]);
    await user.clear(await screen.findByLabelText(T.stockField));
    await user.type(field(T.stockField), '9');
    // Clearing the colour family sends null.
    await waitFor(() => expect((field(T.colorFamily) as HTMLSelectElement).value).toBe('NAVY'));
    await user.selectOptions(field(T.colorFamily), T.noColorFamily);
    await user.click(screen.getByRole('button', { name: T.save }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/product'));
  });
});
