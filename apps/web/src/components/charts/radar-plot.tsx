/**
 * The drawing of StatRadarChart (stat-radar-chart.tsx), the one part that needs the chart library: that
 * module loads it lazily, so a page with a radar does not download the library before the radar is near.
 */
import {
  PolarAngleAxis,
  PolarGrid,
  PolarRadiusAxis,
  Radar,
  RadarChart,
  ResponsiveContainer,
  Tooltip,
} from 'recharts';
import { AXIS_TICK, TOOLTIP_STYLE } from './chart-figure.tsx';
import { formatRadarValue, type RadarChartSeries } from './radar-series.ts';

interface RadarPlotProps {
  /** One row per axis: its label under `axis`, then each series' value under the series' key. */
  data: readonly Record<string, string | number>[];
  series: readonly RadarChartSeries[];
  ticks: readonly number[];
  max: number;
  height: number;
}

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

export function RadarPlot({ data, series, ticks, max, height }: RadarPlotProps) {
  return (
    <ResponsiveContainer width="100%" height={height}>
      <RadarChart
        data={[...data]}
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
        <Tooltip {...TOOLTIP_STYLE} formatter={(value) => formatRadarValue(Number(value))} />
      </RadarChart>
    </ResponsiveContainer>
  );
}
