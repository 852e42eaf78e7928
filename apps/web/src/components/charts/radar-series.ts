export interface RadarChartSeries {
  key: string;
  name: string;
  color: string;
  /** Value per axis key. */
  values: Readonly<Record<string, number>>;
  /** Draw as a dashed outline without fill (a reference such as a league average). */
  reference?: boolean;
}

/** A radar value as the tooltip and the data table show it: whole numbers, a dash when there is none. */
export const formatRadarValue = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : '–');
