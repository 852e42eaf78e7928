import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { AXIS_TICK, ChartFigure, TOOLTIP_STYLE } from './chart-figure.tsx';

export interface BarDatum {
  key: string;
  label: string;
  value: number;
  /** Drawn in the accent colour (e.g. the player among teammates). */
  highlight?: boolean;
}

interface StatBarChartProps {
  title: string;
  description?: string;
  /** Name of the measured value: the value axis label and the table's column. */
  valueLabel: string;
  /** Name of the category axis and the table's first column. */
  categoryLabel: string;
  data: readonly BarDatum[];
  highlightLabel?: string;
}

const ROW_HEIGHT = 34;

/** Horizontal bars (names stay readable on a phone), labelled axes, a data-table alternative. */
export function StatBarChart({
  title,
  description,
  valueLabel,
  categoryLabel,
  data,
  highlightLabel,
}: StatBarChartProps) {
  const height = Math.max(200, data.length * ROW_HEIGHT + 60);
  const legend = highlightLabel
    ? [
        { key: 'highlight', name: highlightLabel, color: 'var(--color-accent)' },
        { key: 'other', name: 'Teammates', color: 'var(--color-link)' },
      ]
    : undefined;
  const table = (
    <table>
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">{categoryLabel}</th>
          <th scope="col">{valueLabel}</th>
        </tr>
      </thead>
      <tbody>
        {data.map((d) => (
          <tr key={d.key}>
            <th scope="row">{d.label}</th>
            <td>{d.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <ChartFigure title={title} description={description} legend={legend} table={table}>
      <ResponsiveContainer width="100%" height={height}>
        <BarChart
          data={[...data]}
          layout="vertical"
          margin={{ top: 4, right: 16, bottom: 24, left: 4 }}
          accessibilityLayer={false}
        >
          <CartesianGrid horizontal={false} stroke="var(--color-border)" />
          <XAxis
            type="number"
            allowDecimals={false}
            tick={AXIS_TICK}
            stroke="var(--color-border-strong)"
            label={{
              value: valueLabel,
              position: 'insideBottom',
              offset: -14,
              fill: 'var(--color-text-muted)',
            }}
          />
          <YAxis
            type="category"
            dataKey="label"
            width={112}
            tick={AXIS_TICK}
            stroke="var(--color-border-strong)"
            interval={0}
          />
          <Tooltip {...TOOLTIP_STYLE} cursor={{ fill: 'var(--color-surface-hover)' }} />
          <Bar dataKey="value" name={valueLabel} radius={[0, 4, 4, 0]} isAnimationActive={false}>
            {data.map((d) => (
              <Cell key={d.key} fill={d.highlight ? 'var(--color-accent)' : 'var(--color-link)'} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
