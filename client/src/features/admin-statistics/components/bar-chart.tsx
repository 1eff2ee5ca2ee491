import { VictoryAxis, VictoryBar, VictoryChart, VictoryContainer, VictoryTooltip } from 'victory';
import { fitText, labelRoom } from '../chart-labels';
import { axisTicks } from '../figures';
import { axisStyle, palette } from '../palette';
import { useElementWidth } from '../use-element-width';
import styles from './charts.module.css';

export interface BarDatum {
  /** The product, show, character or style the bar stands for. */
  key: number;
  /** Its name on the axis (not `label`: Victory would take that for the tooltip). */
  name: string;
  value: number;
  /** The tooltip's lines. */
  tooltip: readonly string[];
}

interface Props {
  bars: readonly BarDatum[];
  /** The chart's accessible name. */
  title: string;
  /** The id of the table that says the same in text. */
  describedBy: string;
  color: string;
  formatTick(value: number): string;
  /** A click on a bar (the table's rows offer the same to the keyboard). */
  onSelect?(key: number): void;
  selectedKey?: number | null;
  size: 'panel' | 'screen';
}

const FONT = 12;
type Datum = BarDatum & { x: number; y: number };

/** Horizontal bars, largest on top, at the width of their container; the names cut to fit beside them. */
export function BarChart({ bars, title, describedBy, color, formatTick, onSelect, selectedKey, size }: Props) {
  const [ref, width] = useElementWidth<HTMLDivElement>(size === 'screen' ? 640 : 480);
  const slot = size === 'screen' ? 34 : 28;
  const height = bars.length * slot + 56;
  const left = labelRoom(
    bars.map((b) => b.name),
    width,
    FONT,
  );
  // A horizontal chart draws its first category at the bottom: the first (largest) bar gets the highest place.
  const data: Datum[] = bars.map((b, i) => ({ ...b, x: bars.length - i, y: b.value }));
  const names = new Map(data.map((d) => [d.x, fitText(d.name, left - 8, FONT)]));
  // The axis ends at a round tick above the longest bar.
  const ticks = axisTicks(Math.max(0, ...bars.map((b) => b.value)), width < 480 ? 3 : 5);

  return (
    <div ref={ref} className={styles.chart}>
      <VictoryChart
        horizontal
        width={width}
        height={height}
        padding={{ top: 8, bottom: 36, left, right: 28 }}
        domainPadding={{ x: slot / 2 }}
        domain={{ y: [0, ticks.at(-1)!] }}
        containerComponent={<VictoryContainer responsive={false} title={title} aria-describedby={describedBy} />}
      >
        <VictoryAxis
          tickValues={data.map((d) => d.x)}
          tickFormat={(x: number) => names.get(x) ?? ''}
          style={axisStyle(FONT)}
        />
        <VictoryAxis
          dependentAxis
          tickValues={ticks}
          tickFormat={(v: number) => formatTick(v)}
          style={axisStyle(FONT)}
        />
        <VictoryBar
          data={data}
          barWidth={slot * 0.6}
          style={{
            data: {
              fill: color,
              stroke: ({ datum }) => ((datum as Datum).key === selectedKey ? palette.ink : 'none'),
              strokeWidth: 2,
              cursor: onSelect ? 'pointer' : 'default',
            },
          }}
          labels={({ datum }) => [...(datum as Datum).tooltip]}
          labelComponent={<VictoryTooltip constrainToVisibleArea style={{ fontSize: FONT, fontFamily: 'inherit' }} />}
          events={
            onSelect && [
              {
                target: 'data',
                eventHandlers: {
                  onClick: () => [
                    {
                      target: 'data',
                      mutation: ({ datum }: { datum: Datum }) => {
                        onSelect(datum.key);
                        return null;
                      },
                    },
                  ],
                },
              },
            ]
          }
        />
      </VictoryChart>
    </div>
  );
}
