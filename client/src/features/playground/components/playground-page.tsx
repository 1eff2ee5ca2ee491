import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { StatusMessage } from '../../../components/ui/status-message';
import { MSG } from '../../../lib/messages';
import { useSession } from '../../../lib/session-context';
import styles from './playground-page.module.css';
import { paths } from '../../../lib/paths';

const Playground = lazy(() => import('./playground').then((m) => ({ default: m.Playground })));

export function PlaygroundPage() {
  const { token } = useSession();
  return (
    <div className={styles.shell}>
      <header className={styles.bar}>
        <h1 className={styles.title}>{MSG.playground.title}</h1>
        <p className={styles.hint}>{MSG.playground.hint}</p>
        <Link to={paths.home()} className={styles.home}>
          {MSG.playground.home}
        </Link>
      </header>
      <div className={styles.ide}>
        <Suspense fallback={<StatusMessage kind="loading">{MSG.playground.loading}</StatusMessage>}>
          <Playground token={token} />
        </Suspense>
      </div>
    </div>
  );
}
