import { beforeAll } from 'vitest';
import { memberRoutes } from '../../../app/routes/auth/member-routes';
import { saveSession } from '../../../lib/session';
import { landing, renderRoutes } from '../../../test/render';
import { LoginGuardQuery } from '../../auth/operations';

// The lazy areas' chunks are loaded ahead: compiling them on the first test's navigation can outlast findBy's wait.
beforeAll(async () => {
  await Promise.all([import('../../../app/routes/mypage/mypage-pages'), import('../../../app/routes/shop/shop-pages')]);
}, 30_000);

/** The member's routes as the app has them, signed in as member `userNo`, with the login guard answered. */
export function renderMemberPage(path: string, mocks: object[], userNo = 7) {
  saveSession('tok', userNo, 'USER');
  const guard = {
    request: { query: LoginGuardQuery },
    result: { data: { me: { __typename: 'User', no: userNo } } },
    maxUsageCount: 5,
  };
  const routes = [
    { path: '/user', children: memberRoutes },
    landing('/user/main'),
    landing('/user/auth/login'),
    landing('/user/chat'),
  ];
  return renderRoutes({ path, routes, mocks: [guard, ...mocks] as never });
}
