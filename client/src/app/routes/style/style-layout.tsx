import { lazy, Suspense, useId, useState, type ComponentType } from 'react';
import { Outlet, useLocation } from 'react-router';
import { MSG } from '../../../lib/messages';
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
 * The frame of every style page: the own-profile panel beside the page. On a phone the page comes first and the panel
 * folds into one button above it; a new page folds it again. The frame is the page's container, so the pages inside
 * it do not add `.page` again.
 */
export function StyleLayout() {
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const panelId = useId();
  return (
    <div className={`page ${styles.layout}`}>
      <aside className={styles.panel}>
        <button
          type="button"
          className={styles.panelToggle}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpenOn(open ? null : pathname)}
        >
          <PersonIcon />
          {MSG.profilePanel.label}
          <span className={styles.chevron} aria-hidden="true" />
        </button>
        <div id={panelId} className={open ? styles.panelBody : `${styles.panelBody} ${styles.folded}`}>
          <Suspense fallback={null}>
            <OwnProfilePanel />
          </Suspense>
        </div>
      </aside>
      <div className={styles.content}>
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}

function PersonIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" stroke="currentColor" strokeWidth="1.8" />
      <path d="M4 20c1.5-3.5 4.5-5 8-5s6.5 1.5 8 5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}
