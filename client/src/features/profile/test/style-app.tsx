import { beforeAll } from 'vitest';
import { memberRoutes } from '../../../app/routes/auth/member-routes';
import { NotFoundRoute } from '../../../app/routes/common/not-found-route';
import { saveSession } from '../../../lib/session';
import { landing, renderRoutes } from '../../../test/render';
import { LoginGuardQuery } from '../../auth/operations';
import { OwnProfilePanelQuery } from '../operations';

// The style area's chunks are loaded ahead: compiling them on the first test's navigation can outlast findBy's wait.
beforeAll(async () => {
  await Promise.all([
    import('../../../app/routes/style/style-layout'),
    import('../../../app/routes/style/style-profile-pages'),
  ]);
}, 30_000);

/** Me, member 7, as the own-profile panel beside every style page shows me. */
export const me = (over: object = {}) => ({
  __typename: 'Profile' as const,
  no: 7,
  nickname: '나의닉',
  bio: '오늘의 옷',
  pic: null,
  followerCount: 2,
  followeeCount: 3,
  ...over,
});

export const panelMock = (over: object = {}) => ({
  request: { query: OwnProfilePanelQuery, variables: { userNo: 7 } },
  result: { data: { profile: me(over) } },
  maxUsageCount: 10,
});

/**
 * A style page as the app has it, signed in as member 7 with the login guard and my panel answered. The pages the
 * profile sends elsewhere (my posts, the notice board) are landings here.
 */
export function renderStylePage(path: string, mocks: object[], panel: object = panelMock()) {
  saveSession('tok', 7, 'USER');
  const guard = {
    request: { query: LoginGuardQuery },
    result: { data: { me: { __typename: 'User', no: 7 } } },
    maxUsageCount: 5,
  };
  // The landings come first: the notice board's own route matches that path just as well.
  const routes = [
    landing('/user/style/list/7'),
    landing('/user/mypage/notice'),
    { path: '/user', children: memberRoutes },
    // As in the app: an address no route takes is not found.
    { path: '/user/*', element: <NotFoundRoute /> },
  ];
  return renderRoutes({ path, routes, mocks: [guard, panel, ...mocks] as never });
}
