/** The statistics pages: their own chunk, loaded when /admin or /admin/statistics is opened. */
export { AdminHomePage } from '../../../features/admin-shell/components/admin-home-page';
