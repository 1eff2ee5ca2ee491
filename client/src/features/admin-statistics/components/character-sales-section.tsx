import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { MSG } from '../../../lib/messages';
import { SalesByCharacterQuery } from '../operations';
import { palette } from '../palette';
import type { DayRange } from '../period';
import { AttributedSalesView } from './attributed-sales-view';
import { StatsState } from './stats-state';
import styles from './statistics.module.css';

interface Props {
  range: DayRange;
  showNo: number;
  limit: number;
  onSelect(characterNo: number): void;
  selectedKey: number | null;
}

/** One show's characters by the revenue of their looks; choosing one shows its styles. */
export function CharacterSalesSection({ range, showNo, limit, onSelect, selectedKey }: Props) {
  const T = MSG.adminStatistics;
  const headingId = useId();
  const { data, error } = useQuery(SalesByCharacterQuery, { variables: { ...range, showNo, limit } });
  const characters = data?.salesByCharacter;
  const title = T.charactersOf(characters?.[0]?.showTitle ?? `${T.show} ${showNo}`);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      <StatsState data={characters} error={error} isEmpty={(c) => c.length === 0}>
        {(rows) => (
          <AttributedSalesView
            rows={rows.map((c) => ({ ...c, key: c.characterNo, label: `${c.name} (${c.actorName})` }))}
            title={title}
            nameHeader={T.character}
            color={palette.shows}
            layout="screen"
            onSelect={onSelect}
            selectedKey={selectedKey}
          />
        )}
      </StatsState>
    </section>
  );
}
