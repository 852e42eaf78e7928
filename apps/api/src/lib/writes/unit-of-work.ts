/**
 * One unit of work for every write of league data (docs/decisions/0039-routes-declare-their-facts.md): the
 * transaction, the staff activity entry, the outbox rows, the work after the commit and the change notice.
 *
 * A feature service asks for effects through `WriteEffects` and imports no feature that delivers them; the
 * code that delivers an effect registers itself for the database when the app starts (`onAfterCommit`,
 * `onCommit`). So a new effect (a push notification, a live update, a recalculation) is one registration
 * and one method here, not an edit of every service.
 *
 * Everything inside `work` must use `tx`: the embedded database serves one transaction at a time, so a query
 * on `db` would wait for this one.
 */
import type { ChatEvent } from '@league/shared/domain/chat-messages';
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
}

interface Deliverers {
  jobs: Map<AfterCommitJob, () => void>;
  commits: Set<() => Promise<void> | void>;
  inTransaction: Set<(tx: Tx) => Promise<unknown>>;
}

const deliverersByDb = new WeakMap<Db, Deliverers>();

function deliverersOf(db: Db): Deliverers {
  let found = deliverersByDb.get(db);
  if (!found) {
    found = { jobs: new Map(), commits: new Set(), inTransaction: new Set() };
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
export function onCommit(db: Db, listener: () => Promise<void> | void): () => void {
  const { commits } = deliverersOf(db);
  commits.add(listener);
  return () => {
    commits.delete(listener);
  };
}

/**
 * Registers work that every write on `db` does inside its own transaction, after the service's work: an
 * outbox row that must exist exactly when the change does (the bot's standings message asks to be brought
 * up to date, docs/product/discord.md#the-standings-message). Answers the unregistration.
 */
export function onEveryWrite(db: Db, work: (tx: Tx) => Promise<unknown>): () => void {
  const { inTransaction } = deliverersOf(db);
  inTransaction.add(work);
  return () => {
    inTransaction.delete(work);
  };
}

/** Tells the listeners of `db` that its data changed outside a write (a background recalculation). */
export async function noticeChange(db: Db): Promise<void> {
  for (const listener of deliverersOf(db).commits) await listener();
}

/** A write without an activity entry: a member's (a like, an article) or the system's. */
export async function write<T>(db: Db, work: (tx: Tx, effects: WriteEffects) => Promise<T>): Promise<T> {
  const jobs = new Set<AfterCommitJob>();
  const deliverers = deliverersOf(db);
  const result = await db.transaction(async (tx) => {
    const answer = await work(tx, {
      chat: (event) => recordChatEvent(tx, event),
      after: (job) => {
        jobs.add(job);
      },
    });
    for (const everyWrite of deliverers.inTransaction) await everyWrite(tx);
    return answer;
  });
  for (const job of jobs) deliverers.jobs.get(job)?.();
  await noticeChange(db);
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
