import {
  VictoryAxis,
  VictoryChart,
  VictoryLine,
  VictoryScatter,
  VictoryTooltip,
  VictoryVoronoiContainer,
} from 'victory';
import { formatWon } from '../../../lib/format';
import { MSG } from '../../../lib/messages';
import { axisTicks, compactNumber } from '../figures';
import { axisStyle, palette } from '../palette';
import { pointName, pointTick, type RevenueRow, type RevenueUnit } from '../revenue-rows';
import { useElementWidth } from '../use-element-width';
import styles from './charts.module.css';

interface Props {
  rows: readonly RevenueRow[];
  unit: RevenueUnit;
  /** The chart's accessible name. */
  title: string;
  /** The id of the table that says the same in text. */
  describedBy: string;
  size: 'panel' | 'screen';
}

const FONT = 12;
type Point = { x: number; y: number; tip: string };

/**
 * Revenue per month (dataset 'monthly revenue', months labelled with 월), week or day, and the previous period as a
 * dashed line beside it; a pointer on a point shows both figures in full. Points after today have no figures yet: the
 * line stops at today instead of falling to 0, and a note says so. The value axis ends at a round tick above the
 * largest figure.
 */
export function RevenueChart({ rows, unit, title, describedBy, size }: Props) {
  const T = MSG.adminStatistics;
  const [ref, width] = useElementWidth<HTMLDivElement>(size === 'screen' ? 640 : 480);
  const height = size === 'screen' ? 340 : 260;
  const dataset = { MONTH: T.revenueDataset, WEEK: T.weeklyDataset, DAY: T.dailyDataset }[unit];
  const current: Point[] = rows.flatMap((r, i) =>
    r.upcoming ? [] : [{ x: i + 1, y: r.revenue, tip: T.revenueTip(pointName(r, unit), formatWon(r.revenue)) }],
  );
  const previous: Point[] = rows.flatMap((r, i) =>
    r.previousRevenue === null
      ? []
      : [{ x: i + 1, y: r.previousRevenue, tip: T.revenueTip(T.previousDataset, formatWon(r.previousRevenue)) }],
  );
  const ticks = axisTicks(Math.max(0, ...current.map((p) => p.y), ...previous.map((p) => p.y)), 4);
  const upcoming = rows.some((r) => r.upcoming);

  return (
    <figure className={styles.figure}>
      <ul className={styles.legend}>
        <li>
          <span className={styles.swatch} style={{ borderColor: palette.revenue }} aria-hidden="true" />
          {dataset}
        </li>
        <li>
          <span
            className={`${styles.swatch} ${styles.dashed}`}
            style={{ borderColor: palette.previous }}
            aria-hidden="true"
          />
          {T.previousDataset}
        </li>
      </ul>
      <div ref={ref} className={styles.chart}>
        <VictoryChart
          width={width}
          height={height}
          padding={{ top: 12, bottom: 40, left: 60, right: 20 }}
          domainPadding={{ x: 12 }}
          domain={{ y: [0, ticks.at(-1)!] }}
          containerComponent={
            <VictoryVoronoiContainer
              responsive={false}
              title={title}
              aria-describedby={describedBy}
              voronoiDimension="x"
              voronoiBlacklist={['dots']}
              labels={({ datum }) => (datum as Point).tip}
              labelComponent={
                <VictoryTooltip constrainToVisibleArea style={{ fontSize: FONT, fontFamily: 'inherit' }} />
              }
            />
          }
        >
          <VictoryAxis
            tickValues={rows.map((_, i) => i + 1)}
            tickFormat={(x: number) => (rows[x - 1] ? pointTick(rows[x - 1]!, unit) : '')}
            fixLabelOverlap
            style={axisStyle(FONT)}
          />
          <VictoryAxis
            dependentAxis
            tickValues={ticks}
            tickFormat={(v: number) => compactNumber(v)}
            style={axisStyle(FONT)}
          />
          <VictoryLine
            data={previous}
            style={{ data: { stroke: palette.previous, strokeWidth: 2, strokeDasharray: '6 4' } }}
          />
          <VictoryLine data={current} style={{ data: { stroke: palette.revenue, strokeWidth: 2.5 } }} />
          <VictoryScatter name="dots" data={current} size={3} style={{ data: { fill: palette.revenue } }} />
        </VictoryChart>
      </div>
      {upcoming && <figcaption className={styles.note}>{T.upcomingNote}</figcaption>}
    </figure>
  );
}
