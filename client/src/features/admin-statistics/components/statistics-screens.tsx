import { MSG } from '../../../lib/messages';
import { SCREEN_LIMIT } from '../operations';
import { palette } from '../palette';
import { monthOf, rangeOf } from '../period';
import { ProductSalesSection } from './product-sales-section';
import { ReturnRateSection } from './return-rate-section';
import { RevenueSection } from './revenue-section';
import { StatisticsLayout } from './statistics-layout';

/** /admin/statistics/monthly-revenue: the revenue line chart, larger, with its table. */
export function MonthlyRevenuePage() {
  const title = MSG.adminStatistics.screens.monthlyRevenue;
  return (
    <StatisticsLayout title={title}>
      {(range) => <RevenueSection range={range} title={title} layout="screen" />}
    </StatisticsLayout>
  );
}

/** /admin/statistics/bestseller: the products sold most in the period. */
export function BestsellerPage() {
  const title = MSG.adminStatistics.screens.bestseller;
  return (
    <StatisticsLayout title={title}>
      {(range) => (
        <ProductSalesSection
          range={range}
          limit={SCREEN_LIMIT}
          title={title}
          color={palette.bestseller}
          layout="screen"
        />
      )}
    </StatisticsLayout>
  );
}

/**
 * /admin/statistics/monthly-bestseller: the same for this month (or the period's last month); the period control
 * names that month, which the comparison compares with the month before.
 */
export function MonthlyBestsellerPage() {
  const T = MSG.adminStatistics;
  const title = T.screens.monthlyBestseller;
  return (
    <StatisticsLayout title={title} rangeFor={(period) => monthOf(rangeOf(period))}>
      {(range) => (
        <ProductSalesSection
          range={range}
          limit={SCREEN_LIMIT}
          title={title}
          color={palette.monthlyBestseller}
          layout="screen"
        />
      )}
    </StatisticsLayout>
  );
}

/** /admin/statistics/return: the products returned most often. */
export function ReturnRatePage() {
  const title = MSG.adminStatistics.screens.returnRate;
  return (
    <StatisticsLayout title={title}>
      {(range) => (
        <ReturnRateSection
          range={range}
          limit={SCREEN_LIMIT}
          title={title}
          color={palette.returnRate}
          layout="screen"
        />
      )}
    </StatisticsLayout>
  );
}
