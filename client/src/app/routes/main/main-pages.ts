/** The main area's pages: one chunk, loaded with the first of them. */
export { ShowListPage } from '../../../features/show/components/show-list-page';
export { HomeRoute } from './home-route';
export { ShowDetailRoute } from './show-detail-route';
