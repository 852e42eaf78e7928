import {
  PolarAngleAxis,
  PolarGrid,
  PolarRadiusAxis,
  Radar,
  RadarChart,
  ResponsiveContainer,
  Tooltip,
} from 'recharts';
import { AXIS_TICK, ChartFigure, TOOLTIP_STYLE } from './chart-figure.tsx';

export interface RadarChartSeries {
  key: string;
  name: string;
  color: string;
  /** Value per axis key. */
  values: Readonly<Record<string, number>>;
  /** Draw as a dashed outline without fill (a reference such as a league average). */
  reference?: boolean;
}

interface StatRadarChartProps {
  title: string;
  description?: string;
  axes: readonly { key: string; label: string }[];
  series: readonly RadarChartSeries[];
  /** Radius axis ticks, e.g. 0, 20, …, 100. */
  ticks: readonly number[];
  max: number;
  height?: number;
}

const formatValue = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : '–');

interface AngleTickProps {
  x?: number | string;
  y?: number | string;
  textAnchor?: 'start' | 'middle' | 'end' | 'inherit';
  payload?: { value?: unknown };
}

/** Axis label on up to two lines ("Spike" / "Attempts"), so the labels fit beside a radar on a phone. */
function AngleTick({ x = 0, y = 0, textAnchor = 'middle', payload }: AngleTickProps) {
  const words = String(payload?.value ?? '').split(' ');
  const lines = words.length > 1 ? [words[0], words.slice(1).join(' ')] : words;
  const top = Number(y) - ((lines.length - 1) * 12) / 2;
  return (
    <text
      x={x}
      y={top}
      textAnchor={textAnchor}
      fill={AXIS_TICK.fill}
      fontSize={11}
      dominantBaseline="central"
    >
      {lines.map((line, index) => (
        <tspan key={line} x={x} dy={index === 0 ? 0 : 12}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

/** A radar chart of several series over the same axes, with labelled axes and a data-table alternative. */
export function StatRadarChart({
  title,
  description,
  axes,
  series,
  ticks,
  max,
  height = 320,
}: StatRadarChartProps) {
  const data = axes.map((axis) => ({
    axis: axis.label,
    ...Object.fromEntries(series.map((s) => [s.key, s.values[axis.key] ?? 0])),
  }));
  const table = (
    <table>
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">Stat</th>
          {series.map((s) => (
            <th key={s.key} scope="col">
              {s.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {axes.map((axis) => (
          <tr key={axis.key}>
            <th scope="row">{axis.label}</th>
            {series.map((s) => (
              <td key={s.key}>{formatValue(s.values[axis.key] ?? 0)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <ChartFigure title={title} description={description} legend={series} table={table}>
      <ResponsiveContainer width="100%" height={height}>
        <RadarChart
          data={data}
          outerRadius="68%"
          margin={{ top: 8, right: 28, bottom: 8, left: 28 }}
          accessibilityLayer={false}
        >
          <PolarGrid stroke="var(--color-border-strong)" />
          <PolarAngleAxis dataKey="axis" tick={(props: AngleTickProps) => <AngleTick {...props} />} />
          <PolarRadiusAxis
            domain={[0, max]}
            ticks={[...ticks]}
            angle={72}
            tick={{ ...AXIS_TICK, fontSize: 10 }}
            axisLine={false}
          />
          {series.map((s) => (
            <Radar
              key={s.key}
              name={s.name}
              dataKey={s.key}
              stroke={s.color}
              strokeWidth={2}
              strokeDasharray={s.reference ? '5 4' : undefined}
              fill={s.color}
              fillOpacity={s.reference ? 0 : 0.18}
              isAnimationActive={false}
            />
          ))}
          <Tooltip {...TOOLTIP_STYLE} formatter={(value) => formatValue(Number(value))} />
        </RadarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
