import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatWon } from '../../lib/format';
import { MSG } from '../../lib/messages';
import { landing, renderRoutes } from '../../test/render';
import { ProductSalesView } from './components/product-sales-view';
import { ReturnRateView } from './components/return-rate-view';
import { RevenueView } from './components/revenue-view';
import { palette } from './palette';
import { revenueRows } from './revenue-rows';

const T = MSG.adminStatistics;

function renderView(element: React.ReactNode) {
  return renderRoutes({ path: '/admin', routes: [{ path: '/admin', element }, landing('/admin/product/detail/:no')] });
}

/** The chart by its accessible name; its bars are the paths Victory draws for the data, in the data's order. */
const chart = (title: string) => screen.getByRole('img', { name: T.chartOf(title) });
const bars = (svg: HTMLElement) => [...svg.querySelectorAll('path')].filter((p) => p.getAttribute('d'));
const describedTable = (svg: HTMLElement) => document.getElementById(svg.getAttribute('aria-describedby')!)!;

describe('the popular products chart', () => {
  const products = [
    { productNo: 7, name: '체크 셔츠', quantity: 12, revenue: 7_000_000_123, previousQuantity: 10 },
    { productNo: 9, name: '와이드 데님 팬츠', quantity: 3, revenue: 90_000, previousQuantity: 0 },
  ];

  it('is described by its table: names linking to the product, exact figures, the change', () => {
    renderView(
      <ProductSalesView products={products} title={T.bestseller} color={palette.bestseller} layout="screen" />,
    );
    const table = describedTable(chart(T.bestseller));
    expect(table.tagName).toBe('TABLE');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', '체크 셔츠', '12', '7,000,000,123원', '10', '+20%']);
    expect(within(rows[1]!).getAllByRole('cell')[5]!.textContent).toBe('—');
    expect(within(rows[1]!).getByRole('link', { name: '와이드 데님 팬츠' }).getAttribute('href')).toBe(
      '/admin/product/detail/9',
    );
  });

  it('names each bar on its axis and opens the product when a bar is clicked', () => {
    const { router } = renderView(
      <ProductSalesView products={products} title={T.bestseller} color={palette.bestseller} layout="panel" />,
    );
    const svg = chart(T.bestseller);
    expect(within(svg).getByText('체크 셔츠')).toBeTruthy();
    const drawn = bars(svg);
    expect(drawn).toHaveLength(2);
    expect(drawn[0]!.style.fill).toBe(palette.bestseller);
    fireEvent.click(drawn[0]!);
    expect(router.state.location.pathname).toBe('/admin/product/detail/7');
  });

  it('folds its table under the chart in a panel', () => {
    renderView(<ProductSalesView products={products} title={T.bestseller} color={palette.bestseller} layout="panel" />);
    const table = describedTable(chart(T.bestseller));
    expect(table.closest('details')!.querySelector('summary')!.textContent).toBe(T.showTable);
  });
});

describe('the dissatisfied products chart', () => {
  const rates = [{ productNo: 4, name: '니트', returnRate: 25, cancelledQuantity: 1, totalQuantity: 4 }];

  it('draws the rate in percent with a tooltip of the rate, the returned and the total quantity', () => {
    const { router } = renderView(
      <ReturnRateView rates={rates} title={T.returnRate} color={palette.returnRate} layout="panel" />,
    );
    const svg = chart(T.returnRate);
    const [bar] = bars(svg);
    fireEvent.mouseOver(bar!);
    // Victory draws tooltips in a layer of their own over the chart, beside its svg.
    expect(svg.parentElement!.textContent).toContain(T.returnTip('25%', '1', '4'));
    fireEvent.click(bar!);
    expect(router.state.location.pathname).toBe('/admin/product/detail/4');
  });

  it('has the same figures in its table', () => {
    renderView(<ReturnRateView rates={rates} title={T.returnRate} color={palette.returnRate} layout="screen" />);
    const row = within(describedTable(chart(T.returnRate))).getAllByRole('row')[1]!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', '니트', '25%', '1', '4']);
  });
});

describe('the monthly revenue chart', () => {
  const rows = revenueRows({
    total: { from: '2024-01-01', to: '2024-12-31' },
    previous: { from: '2023-01-01', to: '2023-12-31' },
    points: [{ period: '2024-02', revenue: 3_000_000_000, orders: 2, quantity: 5 }],
    previousPoints: [{ period: '2023-02', revenue: 1_000_000_000, orders: 1, quantity: 1 }],
  });

  it('labels the months with 월, has the dataset and the previous period in its legend', () => {
    renderView(<RevenueView rows={rows} unit="MONTH" title={T.monthlyRevenue} layout="panel" />);
    const svg = chart(T.monthlyRevenue);
    expect(within(svg).getByText(T.monthLabel('2'))).toBeTruthy();
    expect(within(svg).getByText('30억')).toBeTruthy();
    const legend = within(svg.closest('figure')!.querySelector('ul')!);
    expect(legend.getAllByRole('listitem').map((i) => i.textContent)).toEqual([T.revenueDataset, T.previousDataset]);
  });

  it('has a row a month with the exact figures and a total row', () => {
    renderView(<RevenueView rows={rows} unit="MONTH" title={T.monthlyRevenue} layout="screen" />);
    const table = describedTable(chart(T.monthlyRevenue));
    const all = within(table).getAllByRole('row');
    expect(all).toHaveLength(14);
    expect(
      within(all[2]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([T.yearMonth('2024', '2'), formatWon(3_000_000_000), '2', '5', formatWon(1_000_000_000), '+200%']);
    expect(all[13]!.textContent).toContain(formatWon(3_000_000_000));
  });

  it('ends the value axis above the peak and leaves the months after this one undrawn, marked not yet', () => {
    const thisYear = revenueRows(
      {
        total: { from: '2026-01-01', to: '2026-12-31' },
        previous: { from: '2025-01-01', to: '2025-12-31' },
        points: [
          { period: '2026-10', revenue: 1_000_000, orders: 1, quantity: 1 },
          { period: '2026-11', revenue: 7_670_000, orders: 3, quantity: 4 },
        ],
        previousPoints: [
          { period: '2025-11', revenue: 2_000_000, orders: 1, quantity: 1 },
          { period: '2025-12', revenue: 3_000_000, orders: 2, quantity: 2 },
        ],
      },
      'MONTH',
      '2026-11-28',
    );
    renderView(<RevenueView rows={thisYear} unit="MONTH" title={T.monthlyRevenue} layout="screen" />);
    const svg = chart(T.monthlyRevenue);
    // 0, 200만 … 800만: the 767만 peak stands under the last tick.
    expect(within(svg).getByText('800만')).toBeTruthy();
    expect(within(svg).getByText(T.monthLabel('12'))).toBeTruthy();
    expect(screen.getByText(T.upcomingNote)).toBeTruthy();

    const all = within(describedTable(svg)).getAllByRole('row');
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(all[12]!)).toEqual([
      T.yearMonth('2026', '12'),
      T.notYet,
      T.notYet,
      T.notYet,
      formatWon(3_000_000),
      T.notYet,
    ]);
    expect(cells(all[11]!)).toEqual([
      T.yearMonth('2026', '11'),
      formatWon(7_670_000),
      '3',
      '4',
      formatWon(2_000_000),
      '+284%',
    ]);
    // The total covers January to November, beside the same months a year before.
    expect(cells(all[13]!)).toEqual([
      T.totalUntil(T.monthLabel('11')),
      formatWon(8_670_000),
      '4',
      '5',
      formatWon(2_000_000),
      '+334%',
    ]);
  });
});
