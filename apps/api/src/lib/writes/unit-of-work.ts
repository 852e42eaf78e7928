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
import type { LiveMessage, LiveTopic } from '@league/shared/domain/live-topics';
import { type MatchChange, matchChangeEvents } from '@league/shared/domain/match-changes';
import type { PushEvent } from '@league/shared/domain/push-messages';
import type { Db, Tx } from '../../db/client.ts';
import { recordChatEvent } from '../outbox/chat-delivery.ts';
import { type ReminderScope, recordPushEvent, syncReminders } from '../outbox/push-delivery.ts';
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
  /**
   * Tells the followers of the event's teams or player (docs/product/follows.md#notifications): one push
   * outbox row per browser of each member who wants it, in this transaction; never the member who made the
   * change. Answers how many rows were added.
   */
  push(event: PushEvent): Promise<number>;
  /** Brings the reminder rows of some matches, or of one member, up to date (a follow, a browser, a switch). */
  reminders(scope: ReminderScope): Promise<void>;
  /**
   * Schedule matches were created, changed or deleted, by whatever write (a staff edit, an import, a result
   * approved): their followers hear of a final result and of a schedule change, their reminders move or
   * go, and the listeners registered with `onMatchChange` run (the playoff marks), all in this transaction.
   */
  matchesChanged(changes: readonly MatchChange[]): Promise<void>;
  /** Asks for `job` once the write has committed (once per write, however often it is asked). */
  after(job: AfterCommitJob): void;
  /**
   * Tells live pages (docs/product/live.md#topics): `data` goes to every subscriber of `topic` once the write
   * has committed, here and on the other instances; never if it rolls back. A later message of the same topic
   * in one write replaces an earlier one.
   */
  live(topic: LiveTopic, data: unknown): void;
}

/** Work in the write's transaction after match changes (the follows feature's playoff marks). */
export type MatchChangeListener = (
  tx: Tx,
  changes: readonly MatchChange[],
  effects: WriteEffects,
) => Promise<void>;

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
  matchListeners: Set<MatchChangeListener>;
  inTransaction: Set<(tx: Tx) => Promise<unknown>>;
}

const deliverersByDb = new WeakMap<Db, Deliverers>();

function deliverersOf(db: Db): Deliverers {
  let found = deliverersByDb.get(db);
  if (!found) {
    found = { jobs: new Map(), commits: new Set(), matchListeners: new Set(), inTransaction: new Set() };
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

/** Registers work to run in the transaction of every match change on `db`; answers the unregistration. */
export function onMatchChange(db: Db, listener: MatchChangeListener): () => void {
  const { matchListeners } = deliverersOf(db);
  matchListeners.add(listener);
  return () => {
    matchListeners.delete(listener);
  };
}

/**
 * Registers work that every write on `db` changing what pages show does inside its own transaction, after
 * the service's work: an outbox row that must exist exactly when the change does (the bot's standings
 * message asks to be brought up to date, docs/product/discord.md#the-standings-message). Answers the
 * unregistration.
 */
export function onEveryWrite(db: Db, work: (tx: Tx) => Promise<unknown>): () => void {
  const { inTransaction } = deliverersOf(db);
  inTransaction.add(work);
  return () => {
    inTransaction.delete(work);
  };
}

/**
 * Tells the listeners of `db` that its data changed: after a write, or outside one (a background
 * recalculation, with no live message).
 */
export async function noticeChange(db: Db, notice: ChangeNotice = PLAIN_CHANGE): Promise<void> {
  for (const listener of deliverersOf(db).commits) await listener(notice);
}

function effectsOf(
  db: Db,
  tx: Tx,
  actorId: number | null,
  jobs: Set<AfterCommitJob>,
  live: Map<LiveTopic, unknown>,
): WriteEffects {
  const effects: WriteEffects = {
    chat: (event) => recordChatEvent(tx, event),
    push: (event) => recordPushEvent(tx, event, actorId),
    reminders: (scope) => syncReminders(tx, scope),
    async matchesChanged(changes) {
      if (changes.length === 0) return;
      for (const change of changes)
        for (const event of matchChangeEvents(change)) await recordPushEvent(tx, event, actorId);
      const matchIds = changes.map((c) => (c.after ?? c.before)?.id).filter((id) => id !== undefined);
      await syncReminders(tx, { matchIds });
      for (const listener of deliverersOf(db).matchListeners) await listener(tx, changes, effects);
    },
    after: (job) => {
      jobs.add(job);
    },
    live: (topic, data) => {
      live.delete(topic);
      live.set(topic, data);
    },
  };
  return effects;
}

/** Who makes a write, and whether a page shows what it changes. */
export interface WriteOptions {
  /** The member making the write, whose browsers hear nothing of their own change; null for the system. */
  actor?: { id: number } | null;
  /**
   * False for a member's own settings no page shows (a follow, a browser subscription): no change notice,
   * so the caches every visitor shares are kept (docs/decisions/0049-follows-and-what-they-trigger.md).
   */
  changesData?: boolean;
}

/** A write without an activity entry: a member's (a like, an article, a follow) or the system's. */
export async function write<T>(
  db: Db,
  work: (tx: Tx, effects: WriteEffects) => Promise<T>,
  { actor = null, changesData = true }: WriteOptions = {},
): Promise<T> {
  const jobs = new Set<AfterCommitJob>();
  const live = new Map<LiveTopic, unknown>();
  const deliverers = deliverersOf(db);
  const result = await db.transaction(async (tx) => {
    const answer = await work(tx, effectsOf(db, tx, actor?.id ?? null, jobs, live));
    // A member's own settings (changesData false) change nothing the bot's messages show.
    if (changesData) for (const everyWrite of deliverers.inTransaction) await everyWrite(tx);
    return answer;
  });
  for (const job of jobs) deliverers.jobs.get(job)?.();
  // A member's own settings change nothing a page shows, unless the write also has something for live pages.
  if (changesData || live.size > 0) {
    const at = new Date().toISOString();
    await noticeChange(db, { live: [...live].map(([topic, data]) => ({ topic, data, at })) });
  }
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
  return write(
    db,
    async (tx, effects) => {
      const { result, activity } = await work(tx, effects);
      await insertActivityEntry(tx, actor, activity);
      return result;
    },
    { actor },
  );
}
