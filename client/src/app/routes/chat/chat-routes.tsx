import type { RouteObject } from 'react-router';
import { lazyPage } from '../lazy-page';

/** /user/chat (spec §2): the member's support chat; the login guard is the member routes'. */
export const chatRoute: RouteObject = {
  path: 'chat',
  ...lazyPage(
    () => import('./chat-pages'),
    (m) => m.ChatPage,
  ),
};
