/** The statistics' addresses under /admin (admin-console §2) and the product detail its charts open. */
export const statisticsPaths = {
  dashboard: () => '/admin',
  monthlyRevenue: () => '/admin/statistics/monthly-revenue',
  bestseller: () => '/admin/statistics/bestseller',
  monthlyBestseller: () => '/admin/statistics/monthly-bestseller',
  returnRate: () => '/admin/statistics/return',
  shows: () => '/admin/statistics/shows',
  /** The shows screen opened on one show's characters, keeping the period's query ('?year=2024' or ''). */
  showDrill: (periodSearch: string, showNo: number) => {
    const params = new URLSearchParams(periodSearch);
    params.set('show', String(showNo));
    return `/admin/statistics/shows?${params.toString()}`;
  },
  productDetail: (no: number) => `/admin/product/detail/${no}`,
};
