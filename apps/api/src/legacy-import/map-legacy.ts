/**
 * The legacy league mapped onto our tables, with every row that had to be changed, skipped or kept as an
 * exception listed with its reason. Pure: no database, so the dry run and the import map identically.
 *
 * Rules (docs/decisions "Importing the previous site's database" says why):
 * - Old ids are kept, so old links keep pointing at the same things.
 * - Names our schema keeps unique ignoring case (players; teams within a season) that collide are one
 *   thing: the lowest id is kept and the others' rows point at it.
 * - Orphans (a row whose parent is missing) are skipped; values no rule can repair (negative counters or
 *   scores, two accounts whose names or e-mails differ only in case, a game with three teams) block.
 */
import {
  AWARD_TYPES,
  ROLES,
  type Role,
  STAT_FIELDS,
  type StatField,
  type StatNumbers,
} from '@league/shared/domain/league';
import { normalizePosition } from '@league/shared/schemas/players-admin';
import { canonicalPlacement } from '@league/shared/schemas/teams-admin';
import type * as schema from '../db/schema.ts';
import type { LegacyData, LegacyGame, LegacyStat } from './read-legacy.ts';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** The league as rows of our tables, each with the id it had on the old site. */
export interface MappedLeague {
  users: Insert<typeof schema.users>[];
  articles: Insert<typeof schema.articles>[];
  article_likes: Insert<typeof schema.articleLikes>[];
  seasons: Insert<typeof schema.seasons>[];
  teams: Insert<typeof schema.teams>[];
  players: Insert<typeof schema.players>[];
  team_players: Insert<typeof schema.teamPlayers>[];
  games: Insert<typeof schema.games>[];
  stats: Insert<typeof schema.stats>[];
  awards: Insert<typeof schema.awards>[];
  award_players: Insert<typeof schema.awardPlayers>[];
  matches: Insert<typeof schema.matches>[];
}

/**
 * - changed: imported with a different value (the reason says which and why);
 * - skipped: not imported;
 * - kept: imported as it was, but worth knowing (a roster pair found in one join table only, a placement
 *   outside the league's list, a password that is not a bcrypt hash);
 * - blocked: the import cannot run until the old database is fixed.
 */
export type IssueAction = 'changed' | 'skipped' | 'kept' | 'blocked';

export interface ImportIssue {
  action: IssueAction;
  /** The legacy table the row comes from. */
  table: string;
  /** Which row: `#12`, or the pair of a join table. */
  row: string;
  reason: string;
}

export interface MappingResult {
  league: MappedLeague;
  issues: ImportIssue[];
  /** Legacy player id → the id it is imported under (itself, or the id of the name it was merged into). */
  playerIds: Map<number, number>;
}

/** `$2a$`/`$2b$`/`$2y$`, a two-digit cost, then 53 characters of salt and hash (bcryptjs's output). */
export const BCRYPT_HASH = /^\$2[aby]\$\d{2}\$[./A-Za-z0-9]{53}$/;

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const blank = (v: string | null | undefined) => v === null || v === undefined || v.trim() === '';
const quote = (v: string) => JSON.stringify(v);

export function mapLegacyLeague(data: LegacyData): MappingResult {
  const issues: ImportIssue[] = [];
  const note = (action: IssueAction, table: string, row: string, reason: string) =>
    issues.push({ action, table, row, reason });

  // Seasons.
  const seasons: MappedLeague['seasons'] = [];
  const seasonNumberById = new Map<number, number>();
  const seasonByNumber = new Map<number, number>();
  for (const s of data.seasons) {
    const row = `#${s.id}`;
    if (!Number.isInteger(s.seasonNumber) || s.seasonNumber <= 0) {
      note('blocked', 'seasons', row, `season number ${s.seasonNumber} is not a whole number above 0`);
      continue;
    }
    const twin = seasonByNumber.get(s.seasonNumber);
    if (twin !== undefined) {
      note('blocked', 'seasons', row, `season number ${s.seasonNumber} is also season #${twin}'s`);
      continue;
    }
    seasonByNumber.set(s.seasonNumber, s.id);
    seasonNumberById.set(s.id, s.seasonNumber);
    if (blank(s.theme)) note('changed', 'seasons', row, 'no theme; stored with an empty theme');
    seasons.push({
      id: s.id,
      seasonNumber: s.seasonNumber,
      theme: s.theme?.trim() ?? '',
      image: blank(s.image) ? null : s.image,
      startDate: isoDay(s.startDate),
      endDate: s.endDate ? isoDay(s.endDate) : null,
    });
  }
  const seasonLabel = (id: number) => `season ${seasonNumberById.get(id)}`;

  // Teams: one per lower-cased name per season.
  const teams: MappedLeague['teams'] = [];
  const teamTarget = new Map<number, number>();
  const teamSeason = new Map<number, number>();
  const teamByKey = new Map<string, { id: number; name: string; placement: string }>();
  for (const t of data.teams) {
    const row = `#${t.id} ${quote(t.name)}`;
    if (t.seasonId === null || !seasonNumberById.has(t.seasonId)) {
      const why =
        t.seasonId === null ? 'no season (seasonId is null)' : `season #${t.seasonId} is not imported`;
      note('skipped', 'teams', row, `orphan: ${why}; its roster and games go with it`);
      continue;
    }
    if (blank(t.name)) {
      note('blocked', 'teams', row, 'the team has no name');
      continue;
    }
    const key = `${t.seasonId}|${t.name.toLowerCase()}`;
    const kept = teamByKey.get(key);
    const placement = canonicalPlacement(t.placement);
    if (kept) {
      teamTarget.set(t.id, kept.id);
      const lost =
        (placement ?? t.placement) !== kept.placement
          ? `; its placement ${quote(t.placement)} is dropped`
          : '';
      note(
        'skipped',
        'teams',
        row,
        `same name as #${kept.id} ${quote(kept.name)} in ${seasonLabel(t.seasonId)} once lower-cased: merged into #${kept.id} (its roster and games now point there)${lost}`,
      );
      continue;
    }
    if (placement === null) {
      note('kept', 'teams', row, `placement ${quote(t.placement)} is not one of the league's placements`);
    } else if (placement !== t.placement) {
      note('changed', 'teams', row, `placement ${quote(t.placement)} → ${quote(placement)}`);
    }
    const stored = placement ?? t.placement;
    teamByKey.set(key, { id: t.id, name: t.name, placement: stored });
    teamTarget.set(t.id, t.id);
    teamSeason.set(t.id, t.seasonId);
    teams.push({
      id: t.id,
      name: t.name,
      seasonId: t.seasonId,
      placement: stored,
      logoUrl: blank(t.logoUrl) ? null : t.logoUrl,
    });
  }

  // Players: one per lower-cased name (player names are game usernames, which ignore case).
  const players: MappedLeague['players'] = [];
  const playerTarget = new Map<number, number>();
  const playerByKey = new Map<string, { id: number; name: string }>();
  for (const p of data.players) {
    const row = `#${p.id} ${quote(p.name)}`;
    if (blank(p.name)) {
      note('blocked', 'players', row, 'the player has no name');
      continue;
    }
    const key = p.name.toLowerCase();
    const kept = playerByKey.get(key);
    if (kept) {
      playerTarget.set(p.id, kept.id);
      note(
        'skipped',
        'players',
        row,
        `same name as #${kept.id} ${quote(kept.name)} once lower-cased: merged into #${kept.id} (its stat lines, rosters and awards now point there)`,
      );
      continue;
    }
    const position = normalizePosition(p.position);
    if (position !== p.position)
      note('changed', 'players', row, `position ${quote(p.position)} → ${quote(position)}`);
    playerByKey.set(key, { id: p.id, name: p.name });
    playerTarget.set(p.id, p.id);
    players.push({ id: p.id, name: p.name, position: position || 'N/A' });
  }

  // Rosters: the union of the two join tables.
  const team_players: MappedLeague['team_players'] = [];
  const pairKey = (teamId: number, playerId: number) => `${teamId}:${playerId}`;
  const inTeamsPlayers = new Set(data.teamsPlayers.map((r) => pairKey(r.teamId, r.playerId)));
  const inPlayersTeams = new Set(data.playersTeamsTeams.map((r) => pairKey(r.teamId, r.playerId)));
  const rosterPairs = [
    ...data.teamsPlayers,
    ...data.playersTeamsTeams.filter((r) => !inTeamsPlayers.has(pairKey(r.teamId, r.playerId))),
  ];
  rosterPairs.sort((a, b) => a.teamId - b.teamId || a.playerId - b.playerId);
  const rosterSeen = new Set<string>();
  for (const r of rosterPairs) {
    const key = pairKey(r.teamId, r.playerId);
    const onlyIn = !inPlayersTeams.has(key)
      ? 'teams_players'
      : !inTeamsPlayers.has(key)
        ? 'players_teams_teams'
        : null;
    const table = onlyIn ?? 'teams_players';
    const row = `team #${r.teamId}, player #${r.playerId}`;
    const teamId = teamTarget.get(r.teamId);
    const playerId = playerTarget.get(r.playerId);
    if (teamId === undefined || playerId === undefined) {
      const missing = teamId === undefined ? `team #${r.teamId}` : `player #${r.playerId}`;
      note('skipped', table, row, `orphan: ${missing} is not imported`);
      continue;
    }
    if (onlyIn) {
      const other = onlyIn === 'teams_players' ? 'players_teams_teams' : 'teams_players';
      note('kept', onlyIn, row, `missing from ${other}; the roster is the union of both tables`);
    }
    const target = pairKey(teamId, playerId);
    if (rosterSeen.has(target)) continue; // two merged names on one team: one roster entry
    rosterSeen.add(target);
    team_players.push({ teamId, playerId });
  }

  // Games: team 1 and team 2 in the order teams_games holds them.
  const teamsOfGame = new Map<number, number[]>();
  for (const tg of data.teamsGames) {
    const list = teamsOfGame.get(tg.gameId) ?? [];
    list.push(tg.teamId);
    teamsOfGame.set(tg.gameId, list);
  }
  const games: MappedLeague['games'] = [];
  const gameIds = new Set<number>();
  for (const g of data.games) {
    const mapped = mapGame(g, teamsOfGame.get(g.id) ?? [], teamTarget, teamSeason, seasonNumberById, note);
    if (!mapped) continue;
    games.push(mapped);
    gameIds.add(g.id);
  }

  // Stat lines: one per player per game.
  const stats: MappedLeague['stats'] = [];
  const lineByKey = new Map<string, LegacyStat>();
  for (const s of data.stats) {
    const row = `#${s.id}`;
    if (s.gameId === null || !gameIds.has(s.gameId)) {
      const why = s.gameId === null ? 'no game (gameId is null)' : `game #${s.gameId} is not imported`;
      note('skipped', 'stats', row, `orphan: ${why}`);
      continue;
    }
    const playerId = s.playerId === null ? undefined : playerTarget.get(s.playerId);
    if (playerId === undefined) {
      const why =
        s.playerId === null ? 'no player (playerId is null)' : `player #${s.playerId} is not imported`;
      note('skipped', 'stats', row, `orphan: ${why}`);
      continue;
    }
    const negative = STAT_FIELDS.filter((f) => !Number.isInteger(s[f]) || s[f] < 0);
    if (negative.length > 0) {
      note(
        'blocked',
        'stats',
        row,
        `counters must be whole numbers of 0 or more: ${negative.map((f) => `${f} ${s[f]}`).join(', ')}`,
      );
      continue;
    }
    const key = `${s.gameId}:${playerId}`;
    const kept = lineByKey.get(key);
    if (kept) {
      const merged = playerId !== s.playerId ? ` (player #${s.playerId} merged into #${playerId})` : '';
      note(
        'skipped',
        'stats',
        row,
        `duplicate stat line of player #${playerId} in game #${s.gameId}${merged}: kept #${kept.id}, ${describeDifference(kept, s)}`,
      );
      continue;
    }
    lineByKey.set(key, s);
    const numbers = Object.fromEntries(STAT_FIELDS.map((f) => [f, s[f]])) as StatNumbers;
    stats.push({ id: s.id, gameId: s.gameId, playerId, ...numbers });
  }

  // Awards and their players.
  const awards: MappedLeague['awards'] = [];
  const awardIds = new Set<number>();
  for (const a of data.awards) {
    if (!seasonNumberById.has(a.seasonId)) {
      note('skipped', 'awards', `#${a.id}`, `orphan: season #${a.seasonId} is not imported`);
      continue;
    }
    if (!(AWARD_TYPES as readonly string[]).includes(a.type)) {
      note('kept', 'awards', `#${a.id}`, `type ${quote(a.type)} is not one of the league's award types`);
    }
    awardIds.add(a.id);
    awards.push({
      id: a.id,
      type: a.type,
      description: a.description,
      imageUrl: blank(a.imageUrl) ? null : a.imageUrl,
      seasonId: a.seasonId,
      createdAt: a.createdAt,
    });
  }
  const award_players: MappedLeague['award_players'] = [];
  const awardPairs = new Set<string>();
  for (const ap of data.awardsPlayers) {
    const row = `award #${ap.awardId}, player #${ap.playerId}`;
    const playerId = playerTarget.get(ap.playerId);
    if (!awardIds.has(ap.awardId) || playerId === undefined) {
      const missing = !awardIds.has(ap.awardId) ? `award #${ap.awardId}` : `player #${ap.playerId}`;
      note('skipped', 'awards_players_players', row, `orphan: ${missing} is not imported`);
      continue;
    }
    const key = pairKey(ap.awardId, playerId);
    if (awardPairs.has(key)) continue; // two merged names on one award
    awardPairs.add(key);
    award_players.push({ awardId: ap.awardId, playerId });
  }

  const matches = mapMatches(data, seasonNumberById, note);

  // Members.
  const users: MappedLeague['users'] = [];
  const userIds = new Set<number>();
  const userByName = new Map<string, number>();
  const userByEmail = new Map<string, number>();
  for (const u of data.users) {
    const row = `#${u.id} ${quote(u.username)}`;
    if (blank(u.username)) {
      note('blocked', 'user', row, 'the account has no username');
      continue;
    }
    const sameName = userByName.get(u.username.toLowerCase());
    const sameEmail = userByEmail.get(u.email.toLowerCase());
    if (sameName !== undefined) {
      note(
        'blocked',
        'user',
        row,
        `username is the same as #${sameName}'s once lower-cased (usernames log in ignoring case): rename one of them in the old database`,
      );
      continue;
    }
    if (sameEmail !== undefined) {
      note(
        'blocked',
        'user',
        row,
        `e-mail is the same as #${sameEmail}'s once lower-cased: change one of them in the old database`,
      );
      continue;
    }
    userByName.set(u.username.toLowerCase(), u.id);
    userByEmail.set(u.email.toLowerCase(), u.id);
    let role = u.role as Role;
    if (!(ROLES as readonly string[]).includes(u.role)) {
      role = 'user';
      note(
        'changed',
        'user',
        row,
        `role ${quote(u.role)} is not one of ${ROLES.join(', ')}: imported as user`,
      );
    }
    // Never the hash itself in the report: only whether it can be verified.
    if (!BCRYPT_HASH.test(u.password)) {
      note(
        'kept',
        'user',
        row,
        'the stored password is not a bcrypt hash: this member cannot log in until staff set a new password (npm run create-admin)',
      );
    }
    userIds.add(u.id);
    users.push({
      id: u.id,
      username: u.username,
      email: u.email,
      passwordHash: u.password,
      role,
      createdAt: u.createdAt,
      updatedAt: u.updatedAt,
    });
  }

  // Likes: the rows say who liked what; the counter follows them.
  const article_likes: MappedLeague['article_likes'] = [];
  const articleIds = new Set(data.articles.map((a) => a.id));
  // The old site kept no time for a like: the later of the article's posting and the member's joining is
  // the earliest it can have happened, and the same on every run (so two imports give the same rows).
  const postedAt = new Map(data.articles.map((a) => [a.id, a.createdAt.getTime()]));
  const joinedAt = new Map(data.users.map((u) => [u.id, u.createdAt.getTime()]));
  const likeRows = new Map<number, number>();
  for (const l of data.articleLikes) {
    const row = `article #${l.articleId}, user #${l.userId}`;
    if (!articleIds.has(l.articleId) || !userIds.has(l.userId)) {
      const missing = !articleIds.has(l.articleId) ? `article #${l.articleId}` : `user #${l.userId}`;
      note('skipped', 'article_likes', row, `orphan: ${missing} is not imported`);
      continue;
    }
    likeRows.set(l.articleId, (likeRows.get(l.articleId) ?? 0) + 1);
    const createdAt = new Date(Math.max(postedAt.get(l.articleId) ?? 0, joinedAt.get(l.userId) ?? 0));
    article_likes.push({ articleId: l.articleId, userId: l.userId, createdAt });
  }
  const articles: MappedLeague['articles'] = [];
  for (const a of data.articles) {
    const row = `#${a.id} ${quote(a.title)}`;
    let userId: number | null = a.authorId;
    if (!userIds.has(a.authorId)) {
      userId = null;
      note('changed', 'article', row, `author #${a.authorId} is not imported: kept without an author`);
    }
    const likes = likeRows.get(a.id) ?? 0;
    if (likes !== a.likes) {
      note(
        'changed',
        'article',
        row,
        `likes counter ${a.likes} but ${likes} like rows: stored ${likes} (the rows say who liked it)`,
      );
    }
    articles.push({
      id: a.id,
      title: a.title,
      summary: a.summary,
      content: a.content,
      imageUrl: a.imageUrl,
      approved: a.approved,
      likes,
      userId,
      createdAt: a.createdAt,
      updatedAt: a.updatedAt,
    });
  }

  return {
    league: {
      users,
      articles,
      article_likes,
      seasons,
      teams,
      players,
      team_players,
      games,
      stats,
      awards,
      award_players,
      matches,
    },
    issues,
    playerIds: playerTarget,
  };
}

type Note = (action: IssueAction, table: string, row: string, reason: string) => void;

function mapGame(
  g: LegacyGame,
  legacyTeams: number[],
  teamTarget: Map<number, number>,
  teamSeason: Map<number, number>,
  seasonNumberById: Map<number, number>,
  note: Note,
): MappedLeague['games'][number] | null {
  const row = `#${g.id}${g.name ? ` ${quote(g.name)}` : ''}`;
  if (legacyTeams.length > 2) {
    note(
      'blocked',
      'games',
      row,
      `has ${legacyTeams.length} teams in teams_games (${legacyTeams.map((t) => `#${t}`).join(', ')}); a game is between two`,
    );
    return null;
  }
  const mapped = legacyTeams.map((t) => teamTarget.get(t));
  const [team1Id, team2Id] = mapped;
  if (legacyTeams.length < 2 || team1Id === undefined || team2Id === undefined) {
    const why =
      legacyTeams.length < 2
        ? `has ${legacyTeams.length} team(s) in teams_games`
        : 'one of its teams is not imported';
    note('skipped', 'games', row, `orphan: ${why}; a game needs two (its stat lines go with it)`);
    return null;
  }
  if (team1Id === team2Id) {
    note(
      'skipped',
      'games',
      row,
      `its two teams #${legacyTeams[0]} and #${legacyTeams[1]} were merged into one (same name once lower-cased); its stat lines go with it`,
    );
    return null;
  }
  const bad = (['team1Score', 'team2Score'] as const).filter((k) => !Number.isInteger(g[k]) || g[k] < 0);
  if (bad.length > 0) {
    note(
      'blocked',
      'games',
      row,
      `scores must be whole numbers of 0 or more: ${bad.map((k) => `${k} ${g[k]}`).join(', ')}`,
    );
    return null;
  }
  let seasonId = g.seasonId;
  if (seasonId === null || !seasonNumberById.has(seasonId)) {
    const s1 = teamSeason.get(team1Id);
    if (s1 === undefined || s1 !== teamSeason.get(team2Id)) {
      note(
        'skipped',
        'games',
        row,
        'orphan: no season, and its teams are not of one season (its stat lines go with it)',
      );
      return null;
    }
    note(
      'changed',
      'games',
      row,
      `no season: placed in season ${seasonNumberById.get(s1)}, its teams' season`,
    );
    seasonId = s1;
  }
  return {
    id: g.id,
    name: blank(g.name) ? null : g.name,
    date: g.date,
    stage: blank(g.stage) ? null : g.stage,
    seasonId,
    team1Id,
    team2Id,
    team1Score: g.team1Score,
    team2Score: g.team2Score,
    videoUrl: blank(g.videoUrl) ? null : g.videoUrl,
  };
}

function describeDifference(kept: LegacyStat, other: LegacyStat): string {
  const diff = STAT_FIELDS.filter((f: StatField) => kept[f] !== other[f]);
  if (diff.length === 0) return 'identical';
  return `which differs in ${diff.map((f) => `${f} ${kept[f]} (kept) vs ${other[f]}`).join(', ')}`;
}

const SET_SCORE = /^\s*(\d{1,3})\s*[-–—:]\s*(\d{1,3})\s*$/;
const SET_KEYS = ['set1Score', 'set2Score', 'set3Score', 'set4Score', 'set5Score'] as const;

/** Old comma-joined tags as a list: trimmed, blanks and repeats dropped. */
export function splitTags(tags: string | null): string[] {
  return [
    ...new Set(
      (tags ?? '')
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    ),
  ];
}

function mapMatches(
  data: LegacyData,
  seasonNumberById: Map<number, number>,
  note: Note,
): MappedLeague['matches'] {
  const matches: MappedLeague['matches'] = [];
  const challongeIds = new Map<string, number>();
  for (const m of data.matches) {
    const row = `#${m.id} ${quote(m.matchNumber)}`;
    if (!seasonNumberById.has(m.seasonId)) {
      note('skipped', 'matches', row, `orphan: season #${m.seasonId} is not imported`);
      continue;
    }
    const bad = (['team1Score', 'team2Score'] as const).filter(
      (k) => m[k] !== null && (!Number.isInteger(m[k]) || (m[k] as number) < 0),
    );
    if (bad.length > 0) {
      note(
        'blocked',
        'matches',
        row,
        `scores must be whole numbers of 0 or more: ${bad.map((k) => `${k} ${m[k]}`).join(', ')}`,
      );
      continue;
    }
    const sets: (string | null)[] = [];
    for (const key of SET_KEYS) {
      const text = m[key];
      if (blank(text)) {
        sets.push(null);
        continue;
      }
      const parsed = SET_SCORE.exec(text as string);
      if (!parsed) {
        note(
          'changed',
          'matches',
          row,
          `${key} ${quote(text as string)} is not a set score like 25-21: left empty`,
        );
        sets.push(null);
        continue;
      }
      const normal = `${Number(parsed[1])}-${Number(parsed[2])}`;
      if (normal !== text)
        note('changed', 'matches', row, `${key} ${quote(text as string)} → ${quote(normal)}`);
      sets.push(normal);
    }
    const names = (['team1Name', 'team2Name'] as const).map((k) => {
      if (!blank(m[k])) return m[k] as string;
      note('changed', 'matches', row, `no ${k}: stored as "TBD"`);
      return 'TBD';
    });
    let challongeMatchId = blank(m.challongeMatchId) ? null : m.challongeMatchId;
    if (challongeMatchId !== null) {
      const first = challongeIds.get(challongeMatchId);
      if (first !== undefined) {
        note(
          'changed',
          'matches',
          row,
          `challongeMatchId ${quote(challongeMatchId)} is also match #${first}'s: cleared here, so a bracket re-import updates #${first}`,
        );
        challongeMatchId = null;
      } else challongeIds.set(challongeMatchId, m.id);
    }
    matches.push({
      id: m.id,
      matchNumber: m.matchNumber,
      status: m.status,
      round: m.round,
      phase: m.phase,
      region: m.region,
      date: m.date,
      team1Name: names[0] as string,
      team2Name: names[1] as string,
      team1Score: m.team1Score,
      team2Score: m.team2Score,
      set1Score: sets[0] ?? null,
      set2Score: sets[1] ?? null,
      set3Score: sets[2] ?? null,
      set4Score: sets[3] ?? null,
      set5Score: sets[4] ?? null,
      tags: splitTags(m.tags),
      seasonId: m.seasonId,
      challongeMatchId,
    });
  }
  return matches;
}
