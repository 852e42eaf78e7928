/** The Scale section's figures: each with its growth since the first scale and its target where one is set. */
import { ms, percentile, type Report } from './report.ts';
import { ENGINE_LABEL, type Engine } from './servers.ts';

export const SECTION = 'Scale';

/** Targets of the issue, by figure key and scale. */
const TARGETS: Record<string, Record<number, number>> = {
  'leaderboard players/all/all': { 1: 50, 100: 500 },
  records: { 100: 10_000 },
};

/** Records one figure, with its growth since the first scale and its target where the issue sets one. */
export class ScaleFigures {
  private readonly first = new Map<string, number>();

  constructor(private readonly report: Report) {}

  /** The league's size, with its growth in stat lines since the first scale. */
  league(engine: Engine, scale: number, description: string, statLines: number, seededMs: number) {
    const id = `${engine}|stat lines`;
    const base = this.first.get(id);
    if (base === undefined) this.first.set(id, statLines);
    const growth = base === undefined ? '' : ` (×${(statLines / base).toFixed(1)} stat lines)`;
    this.report.info(
      SECTION,
      `${ENGINE_LABEL[engine]} ×${scale} · league`,
      `${description}${growth}; seeded in ${ms(seededMs)}`,
    );
  }

  add(engine: Engine, scale: number, key: string, label: string, samples: number[], detail = '') {
    const p50 = percentile(samples, 0.5);
    const id = `${engine}|${key}`;
    const base = this.first.get(id);
    if (base === undefined) this.first.set(id, p50);
    const growth = base === undefined ? '' : ` (×${(p50 / base).toFixed(1)})`;
    const spread = samples.length > 2 ? `, p95 ${ms(percentile(samples, 0.95))}` : '';
    const value = `${ms(p50)}${growth}${spread}${detail}`;
    const figure = `${ENGINE_LABEL[engine]} ×${scale} · ${label}`;
    const limit = TARGETS[key]?.[scale];
    if (limit === undefined) this.report.info(SECTION, figure, value);
    else this.report.check(SECTION, figure, value, `< ${ms(limit)}`, p50 < limit);
  }
}
