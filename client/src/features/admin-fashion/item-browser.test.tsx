import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MSG } from '../../lib/messages';
import { renderRoutes } from '../../test/render';
import { ItemBrowser } from './components/item-browser';
import { FashionItemsQuery, ITEM_PAGE_SIZE } from './operations';

const T = MSG.adminFashion;

const item = (no: number, match: 'EXACT' | 'SIMILAR', product: { no: number; name: string } | null) => ({
  __typename: 'Item' as const,
  no,
  name: `아이템 ${no}`,
  pic: `/uploads/item/${no}.png`,
  path: null,
  match,
  product: product && { __typename: 'Product' as const, ...product },
  styles: [],
});

const page6 = {
  request: { query: FashionItemsQuery, variables: { page: 5, size: ITEM_PAGE_SIZE, term: null } },
  result: {
    data: {
      adminItems: {
        __typename: 'ItemPage',
        number: 5,
        totalPages: 68,
        content: [
          item(3, 'EXACT', { no: 15, name: '울 차콜 레깅스' }),
          item(2, 'SIMILAR', { no: 92, name: '베이직 네이비 셔츠' }),
          item(1, 'SIMILAR', null),
        ],
      },
    },
  },
};

describe('the registered items (admin-console §2 Show management)', () => {
  it('shows a similar item’s linked product with its badge, and no badge for an item without a product', async () => {
    renderRoutes({
      path: '/admin/fashion',
      mocks: [page6] as never,
      routes: [
        { path: '/admin/fashion', element: <ItemBrowser term="" page={6} onSearch={vi.fn()} onPage={vi.fn()} /> },
      ],
    });
    const [exact, similar, unlinked] = (await screen.findAllByTestId('fashion-item-card')) as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(exact).getByRole('link', { name: T.items.product('울 차콜 레깅스') })).toBeTruthy();
    expect(within(exact).getByText(T.match.EXACT)).toBeTruthy();
    expect(within(similar).getByRole('link', { name: T.items.product('베이직 네이비 셔츠') })).toBeTruthy();
    expect(within(similar).getByText(T.match.SIMILAR)).toBeTruthy();
    expect(within(similar).queryByText(T.items.noProduct)).toBeNull();
    expect(within(unlinked).getByText(T.items.noProduct)).toBeTruthy();
    expect(within(unlinked).queryByText(T.match.SIMILAR)).toBeNull();
  });

  it('offers page numbers around the current page, the first and the last, and a search by name', async () => {
    const user = userEvent.setup();
    const onPage = vi.fn();
    const onSearch = vi.fn();
    renderRoutes({
      path: '/admin/fashion',
      mocks: [page6] as never,
      routes: [
        { path: '/admin/fashion', element: <ItemBrowser term="" page={6} onSearch={onSearch} onPage={onPage} /> },
      ],
    });
    const pager = await screen.findByRole('navigation', { name: T.items.pagination });
    const numbers = within(pager)
      .getAllByRole('button')
      .filter((b) => b.getAttribute('aria-label'))
      .map((b) => b.textContent);
    expect(numbers).toEqual(['1', '5', '6', '7', '68']);
    expect(
      within(pager)
        .getByRole('button', { name: MSG.admin.pageNumber(6) })
        .getAttribute('aria-current'),
    ).toBe('page');
    await user.click(within(pager).getByRole('button', { name: MSG.admin.pageNumber(68) }));
    expect(onPage).toHaveBeenCalledWith(68);

    await user.type(screen.getByRole('combobox', { name: T.items.search }), '셔츠');
    await user.click(screen.getByRole('button', { name: T.items.searchButton }));
    expect(onSearch).toHaveBeenCalledWith('셔츠');
  });
});
