import { useState, type ReactNode } from 'react';
import { MSG } from '../../../lib/messages';
import styles from './home-banner.module.css';

/**
 * The home banner: its slides one at a time with previous / next arrows that wrap around.
 * Only the current slide is in the page (the others are `hidden`), so hidden links are never focused.
 */
export function HomeBanner({ slides }: { slides: readonly ReactNode[] }) {
  const [index, setIndex] = useState(0);
  // Slides slide in when the visitor moves, not on the first paint: the first slide replaces its copy in the app
  // shell (server/src/http/static-files.ts) and must not fade in again.
  const [moved, setMoved] = useState(false);
  const total = slides.length;
  const go = (step: number) => {
    setMoved(true);
    setIndex((i) => (i + step + total) % total);
  };

  return (
    <section className={styles.banner} aria-roledescription="carousel" aria-label={MSG.home.banner}>
      {slides.map((slide, i) => (
        <div
          key={i}
          className={moved ? styles.slide : undefined}
          role="group"
          aria-roledescription="slide"
          aria-label={MSG.home.slideStatus(i + 1, total)}
          hidden={i !== index}
        >
          {slide}
        </div>
      ))}
      <div className={styles.controls}>
        <button type="button" className={styles.arrow} onClick={() => go(-1)} aria-label={MSG.home.previousSlide}>
          ‹
        </button>
        <span className={styles.status} aria-live="polite" data-testid="banner-status">
          {MSG.home.slideStatus(index + 1, total)}
        </span>
        <button type="button" className={styles.arrow} onClick={() => go(1)} aria-label={MSG.home.nextSlide}>
          ›
        </button>
      </div>
    </section>
  );
}
