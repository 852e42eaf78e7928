import { lazy, Suspense } from 'react';
import { useNearViewport } from '../../hooks/use-near-viewport.ts';
import { ChartFigure } from './chart-figure.tsx';
import { formatRadarValue, type RadarChartSeries } from './radar-series.ts';

// The chart library is a page's largest download (about 100 KB gzip on the comparison page): the drawing
// waits until the figure is about to scroll into view. Title, legend and data table come at once.
const RadarPlot = lazy(() => import('./radar-plot.tsx').then((m) => ({ default: m.RadarPlot })));
const PLOT_MARGIN = '200px 0px';

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

/**
 * A radar chart of several series over the same axes, with labelled axes and a data-table alternative.
 * Until the drawing arrives its place holds a still block of the drawing's height, the same on the
 * server and in the browser's first render, so a page the server drew is adopted as drawn and nothing
 * moves when the drawing comes.
 */
export function StatRadarChart({
  title,
  description,
  axes,
  series,
  ticks,
  max,
  height = 320,
}: StatRadarChartProps) {
  const [plotRef, plotNear] = useNearViewport<HTMLDivElement>(PLOT_MARGIN);
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
              <td key={s.key}>{formatRadarValue(s.values[axis.key] ?? 0)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  const waiting = <div ref={plotRef} style={{ height }} />;
  return (
    <ChartFigure title={title} description={description} legend={series} table={table}>
      {plotNear ? (
        <Suspense fallback={waiting}>
          <RadarPlot data={data} series={series} ticks={ticks} max={max} height={height} />
        </Suspense>
      ) : (
        waiting
      )}
    </ChartFigure>
  );
}
