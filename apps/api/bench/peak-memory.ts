/** A server's resident memory at its peak during a load, and the Load section's limit on it. */
import { residentBytes } from './processes.ts';
import { mb, type Report } from './report.ts';

const MAX_RSS = 500 * 1024 * 1024;

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The highest RSS of a process since the last `take()`, sampled every 100 ms. */
export class PeakMemory {
  private peak = 0;
  private running = true;
  private readonly loop: Promise<void>;

  constructor(private readonly pid: number) {
    this.loop = (async () => {
      while (this.running) {
        const rss = await residentBytes(pid);
        if (Number.isFinite(rss)) this.peak = Math.max(this.peak, rss);
        await sleep(100);
      }
    })();
  }

  async take(): Promise<number> {
    const peak = Math.max(this.peak, await residentBytes(this.pid));
    this.peak = 0;
    return peak;
  }

  async stop(): Promise<void> {
    this.running = false;
    await this.loop;
  }
}

/** The peak of one kind of load against the 500 MB limit. */
export function reportPeakMemory(report: Report, section: string, label: string, what: string, peak: number) {
  report.check(section, `${label} · peak RSS: ${what}`, mb(peak), '< 500 MB', peak < MAX_RSS);
}
