import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatWon } from '../../lib/format';
import { MSG } from '../../lib/messages';
import { renderRoutes } from '../../test/render';
import { MonthlyRevenuePage } from './components/statistics-screens';
import { SalesSeriesQuery } from './operations';

const T = MSG.adminStatistics;
/** Wednesday 6 March to Tuesday 19 March 2024: 14 days, compared with the 14 days before. */
const RANGE = { from: '2024-03-06', to: '2024-03-19' };
const BEFORE = { from: '2024-02-21', to: '2024-03-05' };

const point = (period: string, revenue: number) => ({
  __typename: 'SalesPoint' as const,
  period,
  revenue,
  orders: 1,
  quantity: 2,
});
const totals = (range: typeof RANGE, revenue: number) => ({
  __typename: 'SalesTotals' as const,
  ...range,
  revenue,
  orders: 1,
  quantity: 2,
  cancelledOrders: 0,
});

function series(
  range: typeof RANGE,
  previous: typeof RANGE,
  unit: 'DAY' | 'MONTH',
  points: object[],
  before: object[],
) {
  return {
    request: { query: SalesSeriesQuery, variables: { ...range, unit } },
    result: {
      data: {
        salesSeries: {
          __typename: 'SalesSeries' as const,
          unit,
          points,
          previousPoints: before,
          total: totals(range, 3_800),
          previous: totals(previous, 150),
        },
      },
    },
  };
}

const mocks = [
  series(RANGE, BEFORE, 'MONTH', [point('2024-03', 3_800)], [point('2024-02', 100), point('2024-03', 50)]),
  series(
    RANGE,
    BEFORE,
    'DAY',
    [point('2024-03-06', 1_000), point('2024-03-11', 2_000), point('2024-03-12', 500), point('2024-03-19', 300)],
    [point('2024-02-21', 100), point('2024-03-04', 50)],
  ),
];

const render = (query: string, extra: object[] = []) =>
  renderRoutes({
    path: `/admin/statistics/monthly-revenue?${query}`,
    mocks: [...mocks, ...extra] as never,
    routes: [{ path: '/admin/statistics/monthly-revenue', element: <MonthlyRevenuePage /> }],
  });

/** The revenue table's rows between its header and its total, as their cells' texts. */
async function tableRows() {
  const table = await screen.findByRole('table', { name: T.tableOf(T.screens.monthlyRevenue) });
  return within(table)
    .getAllByRole('row')
    .slice(1, -1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );
}

describe('the revenue chart of a short range', () => {
  it('offers days, weeks and months, months first', async () => {
    render(`from=${RANGE.from}&to=${RANGE.to}`);
    const choice = screen.getByRole('group', { name: T.unit });
    expect(
      within(choice)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['DAY', 'WEEK', 'MONTH']);
    expect((within(choice).getByRole('radio', { name: T.units.MONTH }) as HTMLInputElement).checked).toBe(true);
    expect((await tableRows()).map((r) => r[0])).toEqual([T.yearMonth('2024', '3')]);
  });

  it('shows every day beside the same day of the period before, unsold days at 0', async () => {
    const user = userEvent.setup();
    render(`from=${RANGE.from}&to=${RANGE.to}`);
    await tableRows();
    await user.click(screen.getByRole('radio', { name: T.units.DAY }));
    await screen.findByRole('table', { name: T.tableOf(T.screens.monthlyRevenue) });
    const rows = await tableRows();
    expect(rows).toHaveLength(14);
    expect(rows[0]!.slice(0, 2)).toEqual([T.yearMonthDay('2024', '3', '6'), formatWon(1_000)]);
    expect(rows[0]![4]).toBe(formatWon(100));
    expect(rows[1]!.slice(0, 2)).toEqual([T.yearMonthDay('2024', '3', '7'), formatWon(0)]);
    const chart = screen.getByRole('img', { name: T.chartOf(T.screens.monthlyRevenue) });
    expect(within(chart).getByText(T.dayLabel('3', '6'))).toBeTruthy();
    expect(chart.closest('figure')!.querySelector('ul')!.textContent).toContain(T.dailyDataset);
  });

  it('adds the days up into weeks from Monday, cut by the range, beside the same days before', async () => {
    const user = userEvent.setup();
    render(`from=${RANGE.from}&to=${RANGE.to}`);
    await tableRows();
    await user.click(screen.getByRole('radio', { name: T.units.WEEK }));
    await screen.findByRole('table', { name: T.tableOf(T.screens.monthlyRevenue) });
    const rows = await tableRows();
    expect(rows.map((r) => [r[0], r[1], r[4]])).toEqual([
      [T.range('2024-03-06', '2024-03-10'), formatWon(1_000), formatWon(100)],
      [T.range('2024-03-11', '2024-03-17'), formatWon(2_500), formatWon(0)],
      [T.range('2024-03-18', '2024-03-19'), formatWon(300), formatWon(50)],
    ]);
    const chart = screen.getByRole('img', { name: T.chartOf(T.screens.monthlyRevenue) });
    expect(within(chart).getByText(T.weekLabel('3', '11'))).toBeTruthy();
  });

  it('offers months only for a longer range', async () => {
    const year = { from: '2024-01-01', to: '2024-12-31' };
    render('year=2024', [series(year, { from: '2023-01-01', to: '2023-12-31' }, 'MONTH', [], [])]);
    expect(await tableRows()).toHaveLength(12);
    expect(screen.queryByRole('group', { name: T.unit })).toBeNull();
  });
});
