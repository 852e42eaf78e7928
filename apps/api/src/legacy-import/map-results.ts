/**
 * What the league played from the legacy database: games, stat lines and awards
 * (docs/decisions/0011-importing-the-previous-site.md).
 */
import { AWARD_TYPES, STAT_FIELDS, type StatField, type StatNumbers } from '@league/shared/domain/league';
import { blank, type MappedLeague, type Mapping, pairKey, quote } from './mapping.ts';
import type { LegacyData, LegacyGame, LegacyStat } from './read-legacy.ts';

/** Games: team 1 and team 2 in the order teams_games holds them. */
export function mapGames(data: LegacyData, m: Mapping): MappedLeague['games'] {
  const teamsOfGame = new Map<number, number[]>();
  for (const tg of data.teamsGames) {
    const list = teamsOfGame.get(tg.gameId) ?? [];
    list.push(tg.teamId);
    teamsOfGame.set(tg.gameId, list);
  }
  const games: MappedLeague['games'] = [];
  for (const g of data.games) {
    const mapped = mapGame(g, teamsOfGame.get(g.id) ?? [], m);
    if (!mapped) continue;
    games.push(mapped);
    m.gameIds.add(g.id);
  }
  return games;
}

/** Stat lines: one per player per game, counters whole numbers of 0 or more. */
export function mapStats(data: LegacyData, m: Mapping): MappedLeague['stats'] {
  const stats: MappedLeague['stats'] = [];
  const lineByKey = new Map<string, LegacyStat>();
  for (const s of data.stats) {
    const row = `#${s.id}`;
    if (s.gameId === null || !m.gameIds.has(s.gameId)) {
      const why = s.gameId === null ? 'no game (gameId is null)' : `game #${s.gameId} is not imported`;
      m.note('skipped', 'stats', row, `orphan: ${why}`);
      continue;
    }
    const playerId = s.playerId === null ? undefined : m.playerTarget.get(s.playerId);
    if (playerId === undefined) {
      const why =
        s.playerId === null ? 'no player (playerId is null)' : `player #${s.playerId} is not imported`;
      m.note('skipped', 'stats', row, `orphan: ${why}`);
      continue;
    }
    const negative = STAT_FIELDS.filter((f) => !Number.isInteger(s[f]) || s[f] < 0);
    if (negative.length > 0) {
      m.note(
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
      m.note(
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
  return stats;
}

/** Awards and their players. */
export function mapAwards(data: LegacyData, m: Mapping): Pick<MappedLeague, 'awards' | 'award_players'> {
  const awards: MappedLeague['awards'] = [];
  const awardIds = new Set<number>();
  for (const a of data.awards) {
    if (!m.seasonNumberById.has(a.seasonId)) {
      m.note('skipped', 'awards', `#${a.id}`, `orphan: season #${a.seasonId} is not imported`);
      continue;
    }
    if (!(AWARD_TYPES as readonly string[]).includes(a.type)) {
      m.note('kept', 'awards', `#${a.id}`, `type ${quote(a.type)} is not one of the league's award types`);
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
    const playerId = m.playerTarget.get(ap.playerId);
    if (!awardIds.has(ap.awardId) || playerId === undefined) {
      const missing = !awardIds.has(ap.awardId) ? `award #${ap.awardId}` : `player #${ap.playerId}`;
      m.note('skipped', 'awards_players_players', row, `orphan: ${missing} is not imported`);
      continue;
    }
    const key = pairKey(ap.awardId, playerId);
    if (awardPairs.has(key)) continue; // two merged names on one award
    awardPairs.add(key);
    award_players.push({ awardId: ap.awardId, playerId });
  }
  return { awards, award_players };
}

function mapGame(
  g: LegacyGame,
  legacyTeams: number[],
  { teamTarget, teamSeason, seasonNumberById, note }: Mapping,
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
