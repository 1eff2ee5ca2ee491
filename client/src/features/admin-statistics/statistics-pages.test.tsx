import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { formatWon } from '../../lib/format';
import { MSG } from '../../lib/messages';
import { landing, renderRoutes } from '../../test/render';
import { DashboardPage } from './components/dashboard-page';
import { ShowsPage } from './components/shows-page';
import { BestsellerPage, MonthlyBestsellerPage } from './components/statistics-screens';
import {
  BestProductsQuery,
  PANEL_LIMIT,
  ReturnRatesQuery,
  SalesByCharacterQuery,
  SalesByShowQuery,
  SalesByStyleQuery,
  SalesSeriesQuery,
  SCREEN_LIMIT,
} from './operations';

const T = MSG.adminStatistics;
const Y2024 = { from: '2024-01-01', to: '2024-12-31' };
const Y2023 = { from: '2023-01-01', to: '2023-12-31' };
const DEC2024 = { from: '2024-12-01', to: '2024-12-31' };

const point = (period: string, revenue: number) => ({
  __typename: 'SalesPoint' as const,
  period,
  revenue,
  orders: 2,
  quantity: 3,
});
const totals = (range: { from: string; to: string }, revenue: number, orders: number) => ({
  __typename: 'SalesTotals' as const,
  ...range,
  revenue,
  orders,
  quantity: orders * 2,
  cancelledOrders: 1,
});

function series(range: typeof Y2024, previous: typeof Y2024, revenue: number) {
  return {
    request: { query: SalesSeriesQuery, variables: { ...range, unit: 'MONTH' } },
    result: {
      data: {
        salesSeries: {
          __typename: 'SalesSeries' as const,
          unit: 'MONTH' as const,
          points: [point(`${range.from.slice(0, 4)}-03`, revenue)],
          previousPoints: [point(`${previous.from.slice(0, 4)}-03`, revenue / 2)],
          total: totals(range, revenue, 4),
          previous: totals(previous, revenue / 2, 2),
        },
      },
    },
  };
}

const product = (productNo: number, name: string, quantity: number) => ({
  __typename: 'ProductSales' as const,
  productNo,
  name,
  quantity,
  revenue: quantity * 10_000,
  previousQuantity: 1,
});
const best = (range: typeof Y2024, limit: number, products: ReturnType<typeof product>[]) => ({
  request: { query: BestProductsQuery, variables: { ...range, limit } },
  result: { data: { bestProducts: products } },
});
const rates = (range: typeof Y2024) => ({
  request: { query: ReturnRatesQuery, variables: { ...range, limit: PANEL_LIMIT } },
  result: {
    data: {
      returnRates: [
        {
          __typename: 'ProductReturnRate' as const,
          productNo: 4,
          name: '니트',
          returnRate: 33.3,
          cancelledQuantity: 1,
          totalQuantity: 3,
        },
      ],
    },
  },
});
const show = (showNo: number, title: string) => ({
  __typename: 'ShowSales' as const,
  showNo,
  title,
  pic: null,
  quantity: 2,
  revenue: 5_000_000_000,
  previousRevenue: 0,
  products: 2,
});
const shows = (range: typeof Y2024, limit: number) => ({
  request: { query: SalesByShowQuery, variables: { ...range, limit } },
  result: { data: { salesByShow: [show(3, '눈물의 여왕'), show(5, '선재 업고 튀어')] } },
});

/** Every query of the dashboard for a year, answered. */
const dashboard = (range: typeof Y2024, previous: typeof Y2024, month: typeof Y2024, top: string) => [
  series(range, previous, 7_000_000_123),
  best(range, PANEL_LIMIT, [product(7, top, 12), product(9, '데님 팬츠', 3)]),
  best(month, PANEL_LIMIT, [product(9, '데님 팬츠', 2)]),
  rates(range),
  shows(range, PANEL_LIMIT),
];

function renderAt(path: string, mocks: object[]) {
  return renderRoutes({
    path,
    mocks: mocks as never,
    routes: [
      { path: '/admin', element: <DashboardPage /> },
      { path: '/admin/statistics/bestseller', element: <BestsellerPage /> },
      { path: '/admin/statistics/monthly-bestseller', element: <MonthlyBestsellerPage /> },
      { path: '/admin/statistics/shows', element: <ShowsPage /> },
      landing('/admin/statistics/:screen'),
      landing('/admin/product/detail/:no'),
    ],
  });
}

const panel = (title: string) => screen.getByRole('region', { name: title });

describe('the dashboard', () => {
  it("shows its loading text ('Loading...' in the spec) in each panel, then its chart, with a details link keeping the year", async () => {
    renderAt('/admin?year=2024', dashboard(Y2024, Y2023, DEC2024, '체크 셔츠'));
    const list = screen.getByRole('list', { name: T.panels });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(within(panel(T.bestseller)).getByRole('status').textContent).toBe(T.loading);

    const chart = await screen.findByRole('img', { name: T.chartOf(T.bestseller) });
    expect(within(chart).getByText('체크 셔츠')).toBeTruthy();
    await screen.findByRole('img', { name: T.chartOf(T.monthlyBestseller) });
    await screen.findByRole('img', { name: T.chartOf(T.returnRate) });
    await screen.findByRole('img', { name: T.chartOf(T.showSales) });
    const revenue = await screen.findByRole('img', { name: T.chartOf(T.monthlyRevenue) });
    expect(within(revenue).getByText(T.monthLabel('3'))).toBeTruthy();
    expect(within(panel(T.monthlyBestseller)).getByText(T.range('2024-12-01', '2024-12-31'))).toBeTruthy();

    const details = within(panel(T.returnRate)).getByRole('link', { name: T.details });
    expect(details.getAttribute('href')).toBe('/admin/statistics/return?year=2024');
  });

  it('compares the year with the one before, exactly beyond 2^31 won', async () => {
    renderAt('/admin?year=2024', dashboard(Y2024, Y2023, DEC2024, '체크 셔츠'));
    const comparison = screen.getByRole('region', { name: T.comparison });
    await within(comparison).findByText(formatWon(7_000_000_123));
    expect(within(comparison).getByText(T.comparedWith('2023-01-01', '2023-12-31'))).toBeTruthy();
    expect(within(comparison).getAllByText(T.changeLabel('+100%'))).toHaveLength(3);
    expect(within(comparison).getByText(T.changeLabel('0%'))).toBeTruthy();
  });

  it('shows more cancelled orders as bad news (red) and more revenue as good news (green)', async () => {
    const cancelled = series(Y2024, Y2023, 1000);
    const answer = cancelled.result.data.salesSeries;
    answer.total = { ...answer.total, cancelledOrders: 5 };
    answer.previous = { ...answer.previous, cancelledOrders: 2 };
    renderAt('/admin?year=2024', [cancelled, ...dashboard(Y2024, Y2023, DEC2024, '체크 셔츠').slice(1)]);
    const comparison = screen.getByRole('region', { name: T.comparison });
    const change = async (text: string) => (await within(comparison).findByText(T.changeLabel(text))).dataset.trend;
    expect(await change('+150%')).toBe('bad');
    expect(
      within(comparison)
        .getAllByText(T.changeLabel('+100%'))
        .map((d) => d.dataset.trend),
    ).toEqual(['good', 'good', 'good']);
  });

  it("says the error ('Error: {message}' in the spec) in a panel whose query fails", async () => {
    renderAt('/admin?year=2024', [
      series(Y2024, Y2023, 1000),
      {
        request: { query: BestProductsQuery, variables: { ...Y2024, limit: PANEL_LIMIT } },
        result: { errors: [new GraphQLError('rollup unavailable')] },
      },
      best(DEC2024, PANEL_LIMIT, []),
      rates(Y2024),
      shows(Y2024, PANEL_LIMIT),
    ]);
    await waitFor(() =>
      expect(within(panel(T.bestseller)).getByRole('alert').textContent).toBe(T.error('rollup unavailable')),
    );
    expect(await within(panel(T.monthlyBestseller)).findByText(T.empty)).toBeTruthy();
    expect(await screen.findByRole('img', { name: T.chartOf(T.returnRate) })).toBeTruthy();
  });

  it('follows the year chosen: the URL, the panels and the comparison change together', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/admin?year=2024', [
      ...dashboard(Y2024, Y2023, DEC2024, '체크 셔츠'),
      ...dashboard(
        Y2023,
        { from: '2022-01-01', to: '2022-12-31' },
        { from: '2023-12-01', to: '2023-12-31' },
        '린넨 셔츠',
      ),
    ]);
    await screen.findByRole('img', { name: T.chartOf(T.bestseller) });
    await user.selectOptions(screen.getByRole('combobox', { name: T.year }), '2023');
    expect(router.state.location.search).toBe('?year=2023');
    const chart = await screen.findByRole('img', { name: T.chartOf(T.bestseller) });
    await waitFor(() => expect(within(chart).getByText('린넨 셔츠')).toBeTruthy());
    expect(await screen.findByText(T.comparedWith('2022-01-01', '2022-12-31'))).toBeTruthy();
    expect(within(panel(T.monthlyBestseller)).getByText(T.range('2023-12-01', '2023-12-31'))).toBeTruthy();
  });

  it('opens the shows screen on a show chosen in its panel', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/admin?year=2024', [
      ...dashboard(Y2024, Y2023, DEC2024, '체크 셔츠'),
      shows(Y2024, SCREEN_LIMIT),
      {
        request: { query: SalesByCharacterQuery, variables: { ...Y2024, showNo: 5, limit: SCREEN_LIMIT } },
        result: { data: { salesByCharacter: [] } },
      },
    ]);
    await screen.findByRole('img', { name: T.chartOf(T.showSales) });
    await user.click(within(panel(T.showSales)).getByRole('button', { name: '선재 업고 튀어' }));
    expect(router.state.location.pathname).toBe('/admin/statistics/shows');
    expect(router.state.location.search).toBe('?year=2024&show=5');
    expect(await screen.findByText(T.empty)).toBeTruthy();
  });
});

describe('a statistics screen', () => {
  it('shows the larger chart with its table beside it, and a range of days', async () => {
    const user = userEvent.setup();
    const march = { from: '2024-03-01', to: '2024-03-31' };
    const { router } = renderAt('/admin/statistics/bestseller?year=2024', [
      series(Y2024, Y2023, 1000),
      best(Y2024, SCREEN_LIMIT, [product(7, '체크 셔츠', 12)]),
      series(march, { from: '2024-02-01', to: '2024-02-29' }, 500),
      best(march, SCREEN_LIMIT, [product(8, '봄 코트', 1)]),
    ]);
    expect(screen.getByRole('heading', { level: 1, name: T.screens.bestseller })).toBeTruthy();
    const table = await screen.findByRole('table', { name: T.tableOf(T.screens.bestseller) });
    expect(within(table).getByRole('link', { name: '체크 셔츠' }).getAttribute('href')).toBe('/admin/product/detail/7');
    expect(table.closest('details')).toBeNull();
    expect(screen.getByRole('link', { name: T.bestseller }).getAttribute('aria-current')).toBe('page');

    await user.clear(screen.getByLabelText(T.from));
    await user.type(screen.getByLabelText(T.from), march.from);
    await user.clear(screen.getByLabelText(T.to));
    await user.type(screen.getByLabelText(T.to), march.to);
    await user.click(screen.getByRole('button', { name: T.apply }));
    expect(router.state.location.search).toBe('?from=2024-03-01&to=2024-03-31');
    expect(await screen.findByRole('link', { name: '봄 코트' })).toBeTruthy();
    expect(await screen.findByText(T.comparedWith('2024-02-01', '2024-02-29'))).toBeTruthy();
  });
});

describe('this month’s popular products screen', () => {
  it('names the month it shows in the period control, the month its comparison compares', async () => {
    const NOV2024 = { from: '2024-11-01', to: '2024-11-30' };
    renderAt('/admin/statistics/monthly-bestseller?year=2024', [
      series(DEC2024, NOV2024, 1000),
      best(DEC2024, SCREEN_LIMIT, [product(7, '체크 셔츠', 12)]),
    ]);
    expect(await screen.findByRole('link', { name: '체크 셔츠' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: new RegExp(T.range(DEC2024.from, DEC2024.to)) })).toBeTruthy();
    expect(screen.queryByText(T.range(Y2024.from, Y2024.to))).toBeNull();
    expect(screen.getByText(T.comparedWith(NOV2024.from, NOV2024.to))).toBeTruthy();
  });
});

describe('the shows screen', () => {
  it('drills down from a show to its characters and a character to its styles', async () => {
    const user = userEvent.setup();
    const { router } = renderAt('/admin/statistics/shows?year=2024', [
      series(Y2024, Y2023, 1000),
      shows(Y2024, SCREEN_LIMIT),
      {
        request: { query: SalesByCharacterQuery, variables: { ...Y2024, showNo: 3, limit: SCREEN_LIMIT } },
        result: {
          data: {
            salesByCharacter: [
              {
                __typename: 'CharacterSales' as const,
                characterNo: 11,
                actorName: '김지원',
                name: '홍해인',
                showNo: 3,
                showTitle: '눈물의 여왕',
                quantity: 2,
                revenue: 80_000,
                previousRevenue: 40_000,
              },
            ],
          },
        },
      },
      {
        request: {
          query: SalesByStyleQuery,
          variables: { ...Y2024, showNo: 3, characterNo: 11, limit: SCREEN_LIMIT },
        },
        result: {
          data: {
            salesByStyle: [
              {
                __typename: 'StyleSales' as const,
                styleNo: 21,
                pic: '/uploads/style/21.png',
                characterNo: 11,
                characterName: '홍해인',
                actorName: '김지원',
                showTitle: '눈물의 여왕',
                quantity: 1,
                revenue: 40_000,
                previousRevenue: 0,
              },
            ],
          },
        },
      },
    ]);
    expect(screen.getByText(T.showsNote)).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: '눈물의 여왕' }));
    expect(router.state.location.search).toBe('?year=2024&show=3');
    expect(screen.getByRole('button', { name: '눈물의 여왕' }).getAttribute('aria-pressed')).toBe('true');
    const characters = await screen.findByRole('region', { name: T.charactersOf('눈물의 여왕') });
    await user.click(await within(characters).findByRole('button', { name: '홍해인 (김지원)' }));
    expect(router.state.location.search).toBe('?year=2024&show=3&character=11');
    const styles = await screen.findByRole('region', { name: T.stylesOf('홍해인 (김지원)') });
    const row = (await within(styles).findAllByRole('row'))[1]!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', T.styleLabel('21'), '1', formatWon(40_000), formatWon(0), '—']);
  });
});
