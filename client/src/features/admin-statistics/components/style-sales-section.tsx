import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { MSG } from '../../../lib/messages';
import { SalesByStyleQuery } from '../operations';
import { palette } from '../palette';
import type { DayRange } from '../period';
import { AttributedSalesView } from './attributed-sales-view';
import { StatsState } from './stats-state';
import styles from './statistics.module.css';

interface Props {
  range: DayRange;
  showNo: number;
  characterNo: number;
  limit: number;
}

/** One character's styles (looks) by the revenue of the products linked to their items. */
export function StyleSalesSection({ range, showNo, characterNo, limit }: Props) {
  const T = MSG.adminStatistics;
  const headingId = useId();
  const { data, error } = useQuery(SalesByStyleQuery, { variables: { ...range, showNo, characterNo, limit } });
  const styleRows = data?.salesByStyle;
  const first = styleRows?.[0];
  const title = T.stylesOf(first ? `${first.characterName} (${first.actorName})` : `${T.character} ${characterNo}`);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      <StatsState data={styleRows} error={error} isEmpty={(s) => s.length === 0}>
        {(rows) => (
          <AttributedSalesView
            rows={rows.map((s) => ({ ...s, key: s.styleNo, label: T.styleLabel(String(s.styleNo)) }))}
            title={title}
            nameHeader={T.style}
            color={palette.shows}
            layout="screen"
          />
        )}
      </StatsState>
    </section>
  );
}
