import { Link } from 'react-router';
import { MSG } from '../../../lib/messages';
import { paths } from '../../../lib/paths';
import styles from './register.module.css';

/** /user/auth/success and /user/register/success: registration done. */
export function RegisterDonePage() {
  return (
    <section className={styles.card} aria-labelledby="register-done-title">
      <h1 id="register-done-title" className={styles.title}>
        {MSG.register.doneTitle}
      </h1>
      <p className={styles.hint}>{MSG.register.doneBody}</p>
      <div className={styles.actions}>
        <Link to={paths.login()} className="btn btn-accent">
          {MSG.register.toLogin}
        </Link>
        <Link to={paths.home()} className="btn btn-outline">
          {MSG.register.home}
        </Link>
      </div>
    </section>
  );
}
