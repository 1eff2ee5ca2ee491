/** The show pages: one chunk, loaded with the first of them (the home page, the first load, has its own). */
export { ShowListPage } from '../../../features/show/components/show-list-page';
export { ShowDetailRoute } from './show-detail-route';
