import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { MSG } from '../../lib/messages';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SupportButton } from './support-button';
import styles from './shop-layout.module.css';

/** The shell every shop page shares: header, main content and the portfolio footer. */
export function ShopLayout({ headerTools }: { headerTools?: ReactNode }) {
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skip}>
        {MSG.site.skipToContent}
      </a>
      <SiteHeader tools={headerTools} />
      <main id="main" className={styles.main}>
        <Outlet />
      </main>
      <SiteFooter />
      <SupportButton />
    </div>
  );
}
