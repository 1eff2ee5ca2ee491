import { beforeAll } from 'vitest';
import { stylePostRoutes } from '../../../app/routes/style/style-post-routes';
import { saveSession } from '../../../lib/session';
import { landing, renderRoutes } from '../../../test/render';

// The pages' chunk is loaded ahead: compiling it on the first test's navigation can outlast findBy's wait.
beforeAll(async () => {
  await import('../../../app/routes/style/style-profile-pages');
}, 30_000);

/**
 * The style post pages as the app routes them (without the style frame, which another part of the app fills),
 * signed in as member `userNo`. The detail page only shows that the router went there.
 */
export function renderStylePage(path: string, mocks: object[], userNo = 7) {
  saveSession('tok', userNo, 'USER');
  const routes = [{ path: '/user/style', children: [...stylePostRoutes, landing('detail/:no')] }];
  return renderRoutes({ path, routes, mocks: mocks as never });
}
