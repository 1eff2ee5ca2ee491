import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { MSG } from '../../lib/messages';
import { renderRoutes } from '../../test/render';
import { AdminProductOptionsQuery, OptionEditor, SaveProductOptionsMutation } from './components/option-editor';

const T = MSG.adminProducts;
const option = (no: number, size: string, stock: number, priceDelta = 0) => ({
  __typename: 'ProductOption' as const,
  no,
  size,
  color: null,
  stock,
  priceDelta,
});

it('edits the sizes: restocks one, adds one at a price, leaves one out, and saves them in one go', async () => {
  const user = userEvent.setup();
  renderRoutes({
    path: '/admin/product/update/7',
    routes: [{ path: '/admin/product/update/:no', element: <OptionEditor productNo={7} /> }],
    mocks: [
      {
        request: { query: AdminProductOptionsQuery, variables: { no: 7 } },
        result: {
          data: {
            product: { __typename: 'Product', no: 7, options: [option(1, 'S', 0), option(2, 'M', 4)], sizeGuide: null },
          },
        },
      },
      {
        // Only these variables are answered: S restocked, M left out (retired), XL new at +3,000 won.
        request: {
          query: SaveProductOptionsMutation,
          variables: {
            productNo: 7,
            options: [
              { no: 1, size: 'S', color: null, stock: 5, priceDelta: 0 },
              { no: null, size: 'XL', color: null, stock: 2, priceDelta: 3000 },
            ],
          },
        },
        result: { data: { saveProductOptions: [option(1, 'S', 5), option(3, 'XL', 2, 3000)] } },
      },
    ] as never,
  });
  const rows = await screen.findAllByTestId('option-row');
  expect(rows).toHaveLength(2);
  const stockOfS = within(rows[0]!).getByLabelText(T.optionStock);
  await user.clear(stockOfS);
  await user.type(stockOfS, '5');
  await user.click(within(rows[1]!).getByRole('button', { name: T.removeOption('M') }));
  await user.click(screen.getByRole('button', { name: T.addOption }));
  const added = screen.getAllByTestId('option-row')[1]!;
  await user.type(within(added).getByLabelText(T.optionSize), 'XL');
  await user.clear(within(added).getByLabelText(T.optionStock));
  await user.type(within(added).getByLabelText(T.optionStock), '2');
  await user.clear(within(added).getByLabelText(T.optionPriceDelta));
  await user.type(within(added).getByLabelText(T.optionPriceDelta), '3000');
  await user.click(screen.getByRole('button', { name: T.saveOptions }));

  expect(await screen.findByText(T.optionsSaved)).toBeTruthy();
  expect(screen.getAllByTestId('option-row')).toHaveLength(2);
});
