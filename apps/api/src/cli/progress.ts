/**
 * Rows-per-table progress for long CLI commands (restore, imports).
 *
 *   const progress = createProgress({ title: 'Restoring' });
 *   progress.update('players', 1200);   // rows done so far in that table
 *   progress.done();                    // final counts; call it on failure too
 *
 * On a terminal it keeps one line per table and redraws them in place as counts change (at most every
 * `redrawMs`, so a fast loop does not spend its time writing to the terminal). Anywhere else (a log file,
 * CI, a pipe) redraws would be noise, so it prints one plain summary when `done()` is called. Small code
 * rather than a library: moving the cursor up over our own lines is all it needs.
 */

/** Where the progress goes: a terminal stream (`isTTY` true) or anything else that can be written to. */
export interface ProgressStream {
  write(text: string): unknown;
  isTTY?: boolean | undefined;
}

export interface ProgressOptions {
  /** First line, e.g. "Restoring backup.jsonl.gz". */
  title: string;
  /** Defaults to standard error, so standard output stays free for a command's own result. */
  stream?: ProgressStream;
  /** Tables to show from the start (with 0 rows), in this order; others are added when first updated. */
  tables?: readonly string[];
  /** Shortest time between two redraws on a terminal. */
  redrawMs?: number;
  /** Clock, for tests. */
  now?: () => number;
}

export interface Progress {
  /** Sets the number of rows done so far in `table`. */
  update(table: string, rows: number): void;
  /** Draws the final counts (terminal) or prints the summary (otherwise). Later calls do nothing. */
  done(): void;
  /** The counts so far, table → rows. */
  counts(): Record<string, number>;
}

const ESC = '\u001b[';

export function createProgress(options: ProgressOptions): Progress {
  const stream = options.stream ?? process.stderr;
  const interactive = stream.isTTY === true;
  const redrawMs = options.redrawMs ?? 100;
  const now = options.now ?? Date.now;
  const rows = new Map<string, number>((options.tables ?? []).map((t) => [t, 0]));
  /** Lines currently on the terminal below the title, to move back over before a redraw. */
  let drawnLines = 0;
  let lastDraw = Number.NEGATIVE_INFINITY;
  let finished = false;

  const draw = () => {
    let text = drawnLines > 0 ? `${ESC}${drawnLines}A` : `${options.title}\n`;
    for (const line of formatTableLines(rows)) text += `${ESC}2K${line}\n`;
    drawnLines = rows.size;
    lastDraw = now();
    stream.write(text);
  };

  return {
    update(table, count) {
      if (finished) return;
      rows.set(table, count);
      if (interactive && now() - lastDraw >= redrawMs) draw();
    },
    done() {
      if (finished) return;
      finished = true;
      if (interactive) draw();
      else
        stream.write(
          `${options.title}\n${formatTableLines(rows)
            .map((line) => `${line}\n`)
            .join('')}`,
        );
    },
    counts: () => Object.fromEntries(rows),
  };
}

/** "  players        1,200 rows", names padded to one column so the counts line up. */
export function formatTableLines(rows: ReadonlyMap<string, number>): string[] {
  const width = Math.max(0, ...[...rows.keys()].map((name) => name.length));
  return [...rows].map(
    ([name, count]) => `  ${name.padEnd(width)}  ${count.toLocaleString('en-US').padStart(9)} rows`,
  );
}
