import { Link, Outlet } from 'react-router';
import { MSG } from '../../../lib/messages';
import { AdminMenu, type AdminMenuItem } from './admin-menu';
import styles from './admin-layout.module.css';
import { paths } from '../../../lib/paths';

/** The console's frame: its name, the top menu and the page. */
export function AdminLayout({ menu }: { menu: readonly AdminMenuItem[] }) {
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <div className={styles.inner}>
          <Link to={paths.admin()} className={styles.brand}>
            {MSG.admin.consoleTitle}
          </Link>
          <AdminMenu items={menu} />
        </div>
      </header>
      <main className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
