import type { ReactNode } from 'react';
import styles from './charts.module.css';

export interface ChartLegendItem {
  key: string;
  name: string;
  color: string;
}

interface ChartFigureProps {
  title: string;
  /** One sentence on what the chart shows, read before the data table. */
  description?: string;
  legend?: readonly ChartLegendItem[];
  /** The drawing itself; hidden from assistive technology, which reads `table` instead. */
  children: ReactNode;
  /**
   * The chart's data as a table: its text alternative (docs/product/look-and-feel.md#components), visually
   * hidden.
   */
  table: ReactNode;
}

/**
 * A titled chart with a legend in page text (token colours, readable in both themes) and a visually
 * hidden data table as its text alternative.
 */
export function ChartFigure({ title, description, legend, children, table }: ChartFigureProps) {
  return (
    <figure className={styles.figure}>
      <figcaption className={styles.caption}>
        <span className={styles.title}>{title}</span>
        {description && <span className={styles.description}>{description}</span>}
      </figcaption>
      <div className={styles.plot} aria-hidden="true">
        {children}
      </div>
      {legend && legend.length > 0 && (
        <ul className={styles.legend} aria-hidden="true">
          {legend.map((item) => (
            <li key={item.key} className={styles.legendItem}>
              <span className={styles.swatch} style={{ background: item.color }} />
              {item.name}
            </li>
          ))}
        </ul>
      )}
      <div className="visually-hidden">{table}</div>
    </figure>
  );
}

/** Tooltip look shared by the charts (token colours). */
export const TOOLTIP_STYLE = {
  contentStyle: {
    background: 'var(--color-bg-elevated)',
    border: '1px solid var(--color-border-strong)',
    borderRadius: 'var(--radius-md)',
    color: 'var(--color-text)',
    fontSize: 'var(--text-sm)',
  },
  labelStyle: { color: 'var(--color-text)', fontWeight: 700 },
  itemStyle: { color: 'var(--color-text)' },
} as const;

export const AXIS_TICK = { fill: 'var(--color-text-muted)', fontSize: 12 } as const;
