/** The statistics pages: their own chunk (with Victory), loaded when /admin or /admin/statistics is opened. */
export { DashboardRoute } from './dashboard-route';
export {
  BestsellerPage,
  MonthlyBestsellerPage,
  MonthlyRevenuePage,
  ReturnRatePage,
} from '../../../features/admin-statistics/components/statistics-screens';
export { ShowsPage } from '../../../features/admin-statistics/components/shows-page';
