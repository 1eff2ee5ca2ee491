/** The console's help notices: one chunk, loaded when /admin/help is first opened. */
export { NoticeListPage } from '../../../features/admin-notices/components/notice-list-page';
export { NoticeAddPage } from '../../../features/admin-notices/components/notice-add-page';
export { NoticeEditRoute } from './notice-edit-route';
