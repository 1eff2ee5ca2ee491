import { Link, useNavigate } from 'react-router';
import { MSG } from '../../../lib/messages';
import { statisticsPaths } from '../statistics-paths';
import { BarChart } from './bar-chart';
import { ChartAndTable, type Layout } from './chart-and-table';
import { StatTable, type StatColumn } from './stat-table';

/** A product of a ranking (popular or dissatisfied products). */
export interface RankedProduct {
  productNo: number;
  name: string;
}

interface Props<Row extends RankedProduct> {
  rows: readonly Row[];
  title: string;
  color: string;
  layout: Layout;
  /** The figure the bars show, its tooltip's lines and its axis ticks. */
  value(row: Row): number;
  tooltip(row: Row): readonly string[];
  formatTick(value: number): string;
  /** The table's columns after the rank and the product's name. */
  figures: readonly StatColumn<Row>[];
}

/** Products ranked as bars with their table; a bar or the table's name opens the product's page. */
export function ProductRankingView<Row extends RankedProduct>(props: Props<Row>) {
  const { rows, title, color, layout, value, tooltip, formatTick, figures } = props;
  const T = MSG.adminStatistics;
  const navigate = useNavigate();
  return (
    <ChartAndTable
      layout={layout}
      chart={(tableId) => (
        <BarChart
          bars={rows.map((r) => ({ key: r.productNo, name: r.name, value: value(r), tooltip: tooltip(r) }))}
          title={T.chartOf(title)}
          describedBy={tableId}
          color={color}
          formatTick={formatTick}
          onSelect={(no) => void navigate(statisticsPaths.productDetail(no))}
          size={layout}
        />
      )}
      table={(tableId) => (
        <StatTable
          id={tableId}
          caption={T.tableOf(title)}
          rows={rows}
          rowKey={(r) => r.productNo}
          columns={[
            { header: T.rank, numeric: true, cell: (_, i) => i + 1 },
            {
              header: T.product,
              cell: (r) => <Link to={statisticsPaths.productDetail(r.productNo)}>{r.name}</Link>,
            },
            ...figures,
          ]}
        />
      )}
    />
  );
}
