import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { MSG } from '../../../lib/messages';
import { SCREEN_LIMIT } from '../operations';
import { CharacterSalesSection } from './character-sales-section';
import { ShowSalesSection } from './show-sales-section';
import { StatisticsLayout } from './statistics-layout';
import { StyleSalesSection } from './style-sales-section';
import styles from './statistics.module.css';

const chosen = (value: string | null) => {
  const no = Number(value);
  return Number.isInteger(no) && no > 0 ? no : null;
};

/**
 * /admin/statistics/shows: revenue attributed to shows, then a show's characters, then a character's styles. The
 * choice lives in the URL (?show=3&character=7) beside the period, so back steps up again.
 */
export function ShowsPage() {
  const T = MSG.adminStatistics;
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const show = chosen(params.get('show'));
  const character = show === null ? null : chosen(params.get('character'));
  const choose = (key: 'show' | 'character', no: number) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.set(key, String(no));
      if (key === 'show') next.delete('character');
      return next;
    });

  return (
    <StatisticsLayout title={T.screens.shows}>
      {(range) => (
        <>
          <p className={styles.lead}>{T.showsNote}</p>
          <section className={styles.section} aria-labelledby={headingId}>
            <h2 id={headingId} className={styles.sectionTitle}>
              {T.showSales}
            </h2>
            <ShowSalesSection
              range={range}
              limit={SCREEN_LIMIT}
              title={T.showSales}
              layout="screen"
              onSelect={(no) => choose('show', no)}
              selectedKey={show}
            />
          </section>
          {show !== null && (
            <CharacterSalesSection
              range={range}
              showNo={show}
              limit={SCREEN_LIMIT}
              onSelect={(no) => choose('character', no)}
              selectedKey={character}
            />
          )}
          {show !== null && character !== null && (
            <StyleSalesSection range={range} showNo={show} characterNo={character} limit={SCREEN_LIMIT} />
          )}
        </>
      )}
    </StatisticsLayout>
  );
}
