import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { MSG } from '../../../lib/messages';
import { PANEL_LIMIT } from '../operations';
import { palette } from '../palette';
import { monthOf } from '../period';
import { statisticsPaths } from '../statistics-paths';
import { DashboardPanel } from './dashboard-panel';
import { ProductSalesSection } from './product-sales-section';
import { ReturnRateSection } from './return-rate-section';
import { RevenueSection } from './revenue-section';
import { ShowSalesSection } from './show-sales-section';
import { StatisticsLayout } from './statistics-layout';
import styles from './statistics.module.css';

/**
 * The admin home (/admin, admin-console §2): the period and its comparison, then the chart panels in a list
 * (monthly revenue, popular products, this month's popular products, dissatisfied products, and sales by show),
 * each with its 'details' link; `top` comes first, the width of the list (the overdue parcels, composed in by the route).
 */
export function DashboardPage({ top }: { top?: ReactNode }) {
  const T = MSG.adminStatistics;
  const navigate = useNavigate();
  return (
    <StatisticsLayout title={MSG.admin.homeTitle}>
      {(range, search) => {
        const month = monthOf(range);
        return (
          <ul className={styles.panels} aria-label={T.panels}>
            {top && <li className={styles.widePanel}>{top}</li>}
            <DashboardPanel title={T.monthlyRevenue} details={statisticsPaths.monthlyRevenue() + search}>
              <RevenueSection range={range} title={T.monthlyRevenue} layout="panel" />
            </DashboardPanel>
            <DashboardPanel title={T.bestseller} details={statisticsPaths.bestseller() + search}>
              <ProductSalesSection
                range={range}
                limit={PANEL_LIMIT}
                title={T.bestseller}
                color={palette.bestseller}
                layout="panel"
              />
            </DashboardPanel>
            <DashboardPanel
              title={T.monthlyBestseller}
              note={T.range(month.from, month.to)}
              details={statisticsPaths.monthlyBestseller() + search}
            >
              <ProductSalesSection
                range={month}
                limit={PANEL_LIMIT}
                title={T.monthlyBestseller}
                color={palette.monthlyBestseller}
                layout="panel"
              />
            </DashboardPanel>
            <DashboardPanel title={T.returnRate} details={statisticsPaths.returnRate() + search}>
              <ReturnRateSection
                range={range}
                limit={PANEL_LIMIT}
                title={T.returnRate}
                color={palette.returnRate}
                layout="panel"
              />
            </DashboardPanel>
            <DashboardPanel title={T.showSales} details={statisticsPaths.shows() + search}>
              <ShowSalesSection
                range={range}
                limit={PANEL_LIMIT}
                title={T.showSales}
                layout="panel"
                onSelect={(showNo) => void navigate(statisticsPaths.showDrill(search, showNo))}
              />
            </DashboardPanel>
          </ul>
        );
      }}
    </StatisticsLayout>
  );
}
