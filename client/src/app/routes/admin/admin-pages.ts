/** The admin console's pages: one chunk, loaded only when the console is opened. */
export { AdminLayout } from '../../../features/admin-shell/components/admin-layout';
export { RequireAdmin } from '../../../features/admin-shell/components/require-admin';
export { NoPermissionPage } from '../../../features/admin-shell/components/no-permission-page';
export { AdminChatPage } from '../../../features/admin-chat/components/admin-chat-page';
