import { useQuery } from '@apollo/client/react';
import { MSG } from '../../../lib/messages';
import { formatCount } from '../figures';
import { SalesByShowQuery } from '../operations';
import { palette } from '../palette';
import type { DayRange } from '../period';
import { AttributedSalesView } from './attributed-sales-view';
import type { Layout } from './chart-and-table';
import { StatsState } from './stats-state';

interface Props {
  range: DayRange;
  limit: number;
  title: string;
  layout: Layout;
  onSelect(showNo: number): void;
  selectedKey?: number | null;
}

/** Revenue attributed to each show through the items linked to its products; choosing one drills down. */
export function ShowSalesSection({ range, limit, title, layout, onSelect, selectedKey }: Props) {
  const T = MSG.adminStatistics;
  const { data, error } = useQuery(SalesByShowQuery, { variables: { ...range, limit } });
  return (
    <StatsState data={data?.salesByShow} error={error} isEmpty={(s) => s.length === 0}>
      {(shows) => (
        <AttributedSalesView
          rows={shows.map((s) => ({ ...s, key: s.showNo, label: s.title }))}
          title={title}
          nameHeader={T.show}
          color={palette.shows}
          layout={layout}
          extra={{
            header: T.productCount,
            numeric: true,
            cell: (r) => formatCount(r.products),
          }}
          onSelect={onSelect}
          selectedKey={selectedKey}
        />
      )}
    </StatsState>
  );
}
