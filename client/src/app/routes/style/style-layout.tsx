import { lazy, Suspense, type ComponentType } from 'react';
import { Outlet } from 'react-router';
import styles from './style-layout.module.css';

/**
 * The style area's module: its frame, and its own pages handed to the routes. The panel and the pages come in one
 * chunk loaded from here, so the first page of the shop carries none of their loading code.
 */
const pages = () => import('./style-profile-pages');
type Pages = Awaited<ReturnType<typeof pages>>;
const areaPage = (pick: (m: Pages) => ComponentType) => lazy(() => pages().then((m) => ({ default: pick(m) })));
const OwnProfilePanel = areaPage((m) => m.OwnProfilePanel);
export const ProfileRoute = areaPage((m) => m.ProfileRoute);
export const FolloweeListRoute = areaPage((m) => m.FolloweeListRoute);
export const FollowerListRoute = areaPage((m) => m.FollowerListRoute);
export const FeedRoute = areaPage((m) => m.FeedPage);
export const MyPostsRoute = areaPage((m) => m.MyPostsPage);
export const PostWriteRoute = areaPage((m) => m.PostWritePage);
export const PostEditRoute = areaPage((m) => m.PostEditPage);
export const PostDetailRoute = areaPage((m) => m.PostDetailPage);

/**
 * The frame of every style page: the own-profile panel beside the page (above it, compact, on a phone). The frame is
 * the page's container, so the pages inside it do not add `.page` again.
 */
export function StyleLayout() {
  return (
    <div className={`page ${styles.layout}`}>
      <aside className={styles.panel}>
        <Suspense fallback={null}>
          <OwnProfilePanel />
        </Suspense>
      </aside>
      <div className={styles.content}>
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
