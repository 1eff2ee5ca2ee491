import { Link } from 'react-router';
import { MSG } from '../../../lib/messages';
import bannerUrl from '../assets/banner-scene.svg';
import styles from './home-banner.module.css';
import { paths } from '../../../lib/paths';

/** Banner slide 1 of 2: a static picture with the site's pitch and the way to all shows. */
export function IntroSlide() {
  return (
    <div className={styles.intro}>
      {/* The first thing on the page, so it loads at once rather than lazily. */}
      <img className={styles.introImage} src={bannerUrl} alt="" width={1120} height={440} fetchPriority="high" />
      <div className={styles.introText}>
        <p className={styles.tagline}>{MSG.site.tagline}</p>
        <h2 className={styles.introTitle}>{MSG.main.title}</h2>
        <p className={styles.introBody}>{MSG.main.intro}</p>
        <Link to={paths.showList()} className="btn btn-accent">
          {MSG.main.showListLink} <span aria-hidden="true">→</span>
        </Link>
      </div>
    </div>
  );
}
