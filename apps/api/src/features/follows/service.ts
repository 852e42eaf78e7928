/**
 * Follows (docs/product/follows.md): a member stars teams and players, chooses per follow what reaches them,
 * mutes everything with one switch, and reads "Following" and a personal calendar feed. Every change here is
 * the member's own (no page shows it), and brings their reminder rows up to date in the same transaction.
 */
import { randomBytes } from 'node:crypto';
import { followingCalendarPath } from '@league/shared/domain/calendar-feeds';
import {
  DEFAULT_LEAD_MINUTES,
  defaultFollowEvents,
  type FollowEvent,
  followTeamKey,
  foreignEvents,
} from '@league/shared/domain/follows';
import { teamSlug } from '@league/shared/domain/slug';
import {
  type CreateFollowBody,
  FOLLOWING_LIST_LIMIT,
  type Follow,
  type FollowingRead,
  type FollowSettings,
  type UpdateFollowBody,
} from '@league/shared/schemas/follows';
import type { Db } from '../../db/client.ts';
import { toIso } from '../../db/sql-helpers.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { write } from '../../lib/writes/unit-of-work.ts';
import { listMatchesOfTeams } from '../matches/service.ts';
import {
  deleteFollowRow,
  ensureSettingsRow,
  type FollowListRow,
  findFollowRow,
  findSettingsRow,
  insertFollow,
  listFollowRows,
  listLastGamesOfPlayers,
  playerExists,
  teamKeyExists,
  teamKeysOfCalendarToken,
  updateFollowRow,
  updateSettingsRow,
} from './queries.ts';

const newToken = () => randomBytes(24).toString('base64url');

/** A member's own write: their reminders follow, no page's cache is cleared. */
const ownWrite = <T>(db: Db, user: AuthUser, work: Parameters<typeof write<T>>[1]) =>
  write(db, work, { actor: user, changesData: false });

function toFollow(row: FollowListRow): Follow {
  return {
    id: row.id,
    kind: row.kind === 'player' ? 'player' : 'team',
    teamSlug: row.teamKey === null ? null : teamSlug(row.teamName ?? row.teamKey),
    teamName: row.teamKey === null ? null : (row.teamName ?? row.teamKey),
    playerId: row.playerId,
    playerName: row.playerName,
    events: row.events as FollowEvent[],
    leadMinutes: row.leadMinutes,
    createdAt: toIso(row.createdAt),
  };
}

export async function listFollows(db: Db, user: AuthUser): Promise<Follow[]> {
  return (await listFollowRows(db, user.id)).map(toFollow);
}

async function followById(db: Db, user: AuthUser, id: number): Promise<Follow> {
  const found = (await listFollows(db, user)).find((f) => f.id === id);
  if (!found) throw notFound('Follow');
  return found;
}

/**
 * Follows a team (by name or slug, every season's team of that name) or a player, with every event of its
 * kind on; following again answers the follow there is (`created: false`).
 */
export async function follow(
  db: Db,
  user: AuthUser,
  body: CreateFollowBody,
): Promise<{ follow: Follow; created: boolean }> {
  const { id, created } = await ownWrite(db, user, async (tx, effects) => {
    if (body.kind === 'team') {
      const key = followTeamKey(body.team);
      if (!(await teamKeyExists(tx, key))) throw notFound(`Team ${body.team}`);
      const saved = await insertFollow(tx, {
        userId: user.id,
        kind: 'team',
        teamKey: key,
        events: defaultFollowEvents('team'),
        leadMinutes: DEFAULT_LEAD_MINUTES,
      });
      if (saved.created) await effects.reminders({ userId: user.id });
      return saved;
    }
    const playerId = Number(body.playerId);
    if (!(await playerExists(tx, playerId))) throw notFound('Player');
    return insertFollow(tx, {
      userId: user.id,
      kind: 'player',
      playerId,
      events: defaultFollowEvents('player'),
    });
  });
  return { follow: await followById(db, user, id), created };
}

/** Changes a follow's events or lead time; an event of the other kind is refused, changing nothing. */
export async function updateFollow(
  db: Db,
  user: AuthUser,
  id: number,
  body: UpdateFollowBody,
): Promise<Follow> {
  await ownWrite(db, user, async (tx, effects) => {
    const current = await findFollowRow(tx, user.id, id);
    if (!current) throw notFound('Follow');
    const kind = current.kind === 'player' ? 'player' : 'team';
    const foreign = foreignEvents(kind, body.events ?? []);
    if (foreign.length > 0) {
      const message = `A ${kind} follow has no ${foreign.join(', ')} event`;
      throw badRequest(message, [{ path: 'events', message }]);
    }
    await updateFollowRow(tx, id, {
      ...(body.events === undefined ? {} : { events: body.events }),
      ...(body.leadMinutes === undefined ? {} : { leadMinutes: body.leadMinutes }),
    });
    await effects.reminders({ userId: user.id });
  });
  return followById(db, user, id);
}

export async function unfollow(db: Db, user: AuthUser, id: number): Promise<{ message: string }> {
  await ownWrite(db, user, async (tx, effects) => {
    if (!(await deleteFollowRow(tx, user.id, id))) throw notFound('Follow');
    await effects.reminders({ userId: user.id });
  });
  return { message: 'Unfollowed' };
}

const toSettings = (row: { muted: boolean; calendarToken: string }): FollowSettings => ({
  muted: row.muted,
  calendarPath: followingCalendarPath(row.calendarToken),
});

/** The member's switch and calendar address (its secret made the first time it is asked for). */
export async function getFollowSettings(db: Db, user: AuthUser): Promise<FollowSettings> {
  const found = await findSettingsRow(db, user.id);
  return toSettings(found ?? (await ensureSettingsRow(db, user.id, newToken())));
}

/** Mutes or unmutes everything: reminders go while muted and come back after. */
export async function updateFollowSettings(
  db: Db,
  user: AuthUser,
  body: { muted: boolean },
): Promise<FollowSettings> {
  return ownWrite(db, user, async (tx, effects) => {
    await ensureSettingsRow(tx, user.id, newToken());
    await updateSettingsRow(tx, user.id, { muted: body.muted });
    await effects.reminders({ userId: user.id });
    return toSettings((await findSettingsRow(tx, user.id))!);
  });
}

/** A new secret for the personal calendar: the old address answers 404 from now on. */
export async function resetCalendarFeed(db: Db, user: AuthUser): Promise<FollowSettings> {
  return ownWrite(db, user, async (tx) => {
    await ensureSettingsRow(tx, user.id, newToken());
    await updateSettingsRow(tx, user.id, { calendarToken: newToken() });
    return toSettings((await findSettingsRow(tx, user.id))!);
  });
}

/** The team keys the holder of a calendar secret follows; a 404 for a secret nobody holds (or an old one). */
export async function teamKeysOfCalendar(db: Db, token: string): Promise<string[]> {
  const keys = await teamKeysOfCalendarToken(db, token);
  if (keys === null) throw notFound('Calendar');
  return keys;
}

/** "Following" (docs/product/follows.md#pages): the followed players' last games first, then the matches. */
export async function readFollowing(db: Db, user: AuthUser, now = new Date()): Promise<FollowingRead> {
  const follows = await listFollows(db, user);
  const teamKeys = follows.flatMap((f) => (f.teamName === null ? [] : [followTeamKey(f.teamName)]));
  const playerIds = follows.flatMap((f) => (f.playerId === null ? [] : [f.playerId]));
  const [playerGames, nextMatches, lastResults, settings] = [
    await listLastGamesOfPlayers(db, playerIds),
    await listMatchesOfTeams(db, teamKeys, 'next', FOLLOWING_LIST_LIMIT, now),
    await listMatchesOfTeams(db, teamKeys, 'last', FOLLOWING_LIST_LIMIT, now),
    await findSettingsRow(db, user.id),
  ];
  return { follows, muted: settings?.muted ?? false, playerGames, nextMatches, lastResults };
}
