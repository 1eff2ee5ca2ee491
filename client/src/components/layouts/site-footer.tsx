import { MSG } from '../../lib/messages';
import styles from './site-footer.module.css';

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <p className={styles.brand}>{MSG.site.name}</p>
        <p className={styles.notice}>{MSG.site.footerNotice}</p>
        <p className={styles.sub}>{MSG.site.footerNoOrder}</p>
      </div>
    </footer>
  );
}
