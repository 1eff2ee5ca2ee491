import { Link, Outlet } from 'react-router';
import { MSG } from '../../../lib/messages';
import { AdminMenu } from './admin-menu';
import styles from './admin-layout.module.css';
import { paths } from '../../../lib/paths';

export function AdminLayout() {
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <div className={styles.inner}>
          <Link to={paths.admin()} className={styles.brand}>
            {MSG.admin.consoleTitle}
          </Link>
          <AdminMenu />
        </div>
      </header>
      <main className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
