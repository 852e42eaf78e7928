/**
 * One unit of work for every write of league data (docs/decisions/0039-routes-declare-their-facts.md): the
 * transaction, the staff activity entry, the outbox rows, the work after the commit and the change notice.
 *
 * A feature service asks for effects through `WriteEffects` and imports no feature that delivers them; the
 * code that delivers an effect registers itself for the database when the app starts (`onAfterCommit`,
 * `onCommit`). So a new effect (a push notification, a live update, a recalculation) is one registration
 * and one method here, not an edit of every service.
 *
 * Live updates (docs/decisions/0048-live-updates.md) ride on the change notice: `effects.live(topic, data)`
 * adds a message to the notice of this write, which every listener gets after the commit (this instance's
 * live subscribers, the other instances over NOTIFY), so whatever the source (a staff edit, a game server,
 * the scorer page) a live page hears of a change by one path, and only once it is committed.
 *
 * Everything inside `work` must use `tx`: the embedded database serves one transaction at a time, so a query
 * on `db` would wait for this one.
 */
import type { ChatEvent } from '@league/shared/domain/chat-messages';
import type { LiveMessage, LiveTopic } from '@league/shared/schemas/live';
import type { Db, Tx } from '../../db/client.ts';
import { recordChatEvent } from '../outbox/chat-delivery.ts';
import { type ActorRef, insertActivityEntry, type Recorded } from './activity-entry.ts';

/** Work that reads what a write committed, run after the commit, coalesced across writes by its owner. */
export type AfterCommitJob = 'records';

export interface WriteEffects {
  /**
   * Tells the league's chat: one outbox row per webhook that receives the event, in this transaction, so
   * the message exists exactly when the change does (docs/product/chat-webhooks.md#rules-and-constants).
   * Answers how many rows were added (0 when the event was already recorded).
   */
  chat(event: ChatEvent): Promise<number>;
  /** Asks for `job` once the write has committed (once per write, however often it is asked). */
  after(job: AfterCommitJob): void;
  /**
   * Tells live pages (docs/product/live.md#topics): `data` goes to every subscriber of `topic` once the write
   * has committed, here and on the other instances; never if it rolls back. A later message of the same topic
   * in one write replaces an earlier one.
   */
  live(topic: LiveTopic, data: unknown): void;
}

/** What a committed write tells its listeners: the live messages it asked for (often none). */
export interface ChangeNotice {
  live: readonly LiveMessage[];
}

/** The notice of a change that carries no live message (a background recalculation). */
export const PLAIN_CHANGE: ChangeNotice = Object.freeze({ live: [] });

type CommitListener = (notice: ChangeNotice) => Promise<void> | void;

interface Deliverers {
  jobs: Map<AfterCommitJob, () => void>;
  commits: Set<CommitListener>;
}

const deliverersByDb = new WeakMap<Db, Deliverers>();

function deliverersOf(db: Db): Deliverers {
  let found = deliverersByDb.get(db);
  if (!found) {
    found = { jobs: new Map(), commits: new Set() };
    deliverersByDb.set(db, found);
  }
  return found;
}

/** Registers who runs `job` after writes on `db` commit; answers the unregistration. */
export function onAfterCommit(db: Db, job: AfterCommitJob, run: () => void): () => void {
  const { jobs } = deliverersOf(db);
  jobs.set(job, run);
  return () => {
    if (jobs.get(job) === run) jobs.delete(job);
  };
}

/**
 * Registers a listener for every committed write on `db`: the change notice that clears caches and tells
 * other instances (lib/data-changes.ts). It runs before the write's answer leaves, so the writer's next
 * read is fresh. Answers the unregistration.
 */
export function onCommit(db: Db, listener: CommitListener): () => void {
  const { commits } = deliverersOf(db);
  commits.add(listener);
  return () => {
    commits.delete(listener);
  };
}

/**
 * Tells the listeners of `db` that its data changed: after a write, or outside one (a background
 * recalculation, with no live message).
 */
export async function noticeChange(db: Db, notice: ChangeNotice = PLAIN_CHANGE): Promise<void> {
  for (const listener of deliverersOf(db).commits) await listener(notice);
}

/** A write without an activity entry: a member's (a like, an article) or the system's. */
export async function write<T>(db: Db, work: (tx: Tx, effects: WriteEffects) => Promise<T>): Promise<T> {
  const jobs = new Set<AfterCommitJob>();
  const live = new Map<LiveTopic, unknown>();
  const result = await db.transaction((tx) =>
    work(tx, {
      chat: (event) => recordChatEvent(tx, event),
      after: (job) => {
        jobs.add(job);
      },
      live: (topic, data) => {
        live.delete(topic);
        live.set(topic, data);
      },
    }),
  );
  const deliverers = deliverersOf(db);
  for (const job of jobs) deliverers.jobs.get(job)?.();
  const at = new Date().toISOString();
  await noticeChange(db, { live: [...live].map(([topic, data]) => ({ topic, data, at })) });
  return result;
}

/**
 * A staff write (docs/product/activity.md): the change and its activity entry commit together, so a write that
 * fails leaves no entry and a write that commits always has one.
 */
export function staffWrite<T>(
  db: Db,
  actor: ActorRef,
  work: (tx: Tx, effects: WriteEffects) => Promise<Recorded<T>>,
): Promise<T> {
  return write(db, async (tx, effects) => {
    const { result, activity } = await work(tx, effects);
    await insertActivityEntry(tx, actor, activity);
    return result;
  });
}
