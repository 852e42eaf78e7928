/**
 * The embedded database engine (PGlite) as the league runs it: tuned start settings, one query per turn of
 * the event loop, and statements kept from one call to the next.
 */
import { setImmediate as nextTurnOfTheEventLoop } from 'node:timers/promises';
import { setFlagsFromString } from 'node:v8';
import { PGlite, type PGliteOptions, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';

/**
 * V8 compiles the engine's WebAssembly (9 MB), then its hot functions again with its optimising compiler,
 * on background threads. Each thread takes its scratch memory from a malloc arena of its own, and those
 * arenas stay resident after the compilation ends: about 70 MB of a server at rest, for nothing. One
 * compilation thread keeps that to one arena (about 30 MB less resident memory; the optimised code is the
 * same, it only arrives one function at a time). Set before the engine's module is first compiled, which
 * happens when the first database opens (ADR 61).
 */
setFlagsFromString('--wasm-num-compilation-tasks=1');

/**
 * The embedded engine's settings. PostgreSQL's shared buffers live inside the server's own memory here
 * (the WebAssembly heap), all of them resident from the start whether used or not: 16 MB holds every table
 * and index of a league five times the demo league (about 10 MB), and the operating system's file cache
 * keeps the rest close (ADR 26; 32 MB until ADR 61, for the same CPU time per page read).
 * Its pages are in memory, so a random read costs about what a sequential one does: with PostgreSQL's
 * default cost of 4 (for spinning disks) the planner scanned every player or game to join a handful of
 * them, which the WebAssembly engine does several times slower than a native one (ADR 34).
 */
const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  '-c',
  'shared_buffers=16MB',
  '-c',
  'random_page_cost=1.1',
];

/**
 * The embedded database takes its queries one at a time, each on a turn of the event loop of its own.
 * It runs a query synchronously inside the promise that asks for it, so under load a queue of queries
 * ran back to back within one turn, and Node accepts only a few new connections between turns: at 64
 * connections most of a load's new connections sat unaccepted for seconds while those already accepted
 * were served (ADR 34). Between two queries Node now reads sockets, accepts connections and sends
 * answers, and every request queues for the database in arrival order.
 */
export class TurnTakingPGlite extends PGlite {
  /** When the last query asked for has settled. */
  #lastQuery: Promise<unknown> = Promise.resolve();
  /** SQL text → the name of its statement, kept by the engine for the connection's life. */
  readonly #statements = new Map<string, string>();
  #statementsMade = 0;

  override query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#inTurn(() => super.query<T>(query, params, options));
  }

  /**
   * The first column of the first row of `text` as text (null without a row), run as a named statement
   * kept from one call to the next: the engine plans it once, where an unnamed one is planned on every
   * call (half of a page read's time in the embedded engine, ADR 36). Up to MAX_KEPT_STATEMENTS texts
   * are kept; others run unnamed.
   */
  firstValue(text: string, values: StatementValue[]): Promise<string | null> {
    return this.#inTurn(() => this.runExclusive(() => this.#runStatement(text, values)));
  }

  #inTurn<T>(run: () => Promise<T>): Promise<T> {
    const result = this.#lastQuery.then(() => nextTurnOfTheEventLoop()).then(run);
    this.#lastQuery = result.catch(() => undefined);
    return result;
  }

  async #runStatement(text: string, values: StatementValue[]): Promise<string | null> {
    const kept = this.#statements.get(text);
    const keep = kept === undefined && this.#statements.size < MAX_KEPT_STATEMENTS;
    const name = kept ?? (keep ? `league_read_${++this.#statementsMade}` : '');
    const messages = [
      ...(kept === undefined ? [protocol.serialize.parse({ name, text })] : []),
      protocol.serialize.bind({ statement: name, values }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    ];
    try {
      // Parsed as it streams, without also keeping the answer's raw bytes (a whole-league list is megabytes).
      const answer = await this.execProtocolStream(Buffer.concat(messages));
      if (keep) this.#statements.set(text, name);
      const row = answer.find((message) => message.name === 'dataRow') as
        | { fields: (string | null)[] }
        | undefined;
      return row?.fields[0] ?? null;
    } catch (error) {
      // A statement this call made is not kept half-made (closing one that failed to parse is harmless).
      if (keep) {
        await this.execProtocolStream(
          Buffer.concat([protocol.serialize.close({ type: 'S', name }), protocol.serialize.sync()]),
          { throwOnError: false },
        );
      }
      throw error;
    }
  }
}

/** A statement parameter in the text format. */
export type StatementValue = string | null;
/** Enough for every page read's text (a few dozen), bounded whatever builds new ones. */
const MAX_KEPT_STATEMENTS = 500;

/** A query parameter as the text the engine parses, or undefined for a kind kept statements do not take. */
export function statementValue(value: unknown): StatementValue | undefined {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean')
    return String(value);
  if (value instanceof Date) return value.toISOString();
  return undefined;
}

/** Opens the embedded database on `dataDir` (a folder, or `memory://`) with the league's settings. */
export async function createPGlite(dataDir: string, options: PGliteOptions = {}): Promise<PGlite> {
  const client = new TurnTakingPGlite(dataDir, { startParams: PGLITE_START_PARAMS, ...options });
  await client.waitReady;
  return client;
}
