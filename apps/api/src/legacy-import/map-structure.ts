/**
 * The league's structure from the legacy database: seasons, teams, players and rosters
 * (docs/decisions/0011-importing-the-previous-site.md). Each mapper notes what it changed, skipped or kept.
 */
import { normalizePosition } from '@league/shared/schemas/players-admin';
import { canonicalPlacement } from '@league/shared/schemas/teams-admin';
import { blank, isoDay, type MappedLeague, type Mapping, pairKey, quote } from './mapping.ts';
import type { LegacyData } from './read-legacy.ts';

/** Seasons: a season number is a whole number above 0, and one season's only. */
export function mapSeasons(data: LegacyData, m: Mapping): MappedLeague['seasons'] {
  const seasons: MappedLeague['seasons'] = [];
  const seasonByNumber = new Map<number, number>();
  for (const s of data.seasons) {
    const row = `#${s.id}`;
    if (!Number.isInteger(s.seasonNumber) || s.seasonNumber <= 0) {
      m.note('blocked', 'seasons', row, `season number ${s.seasonNumber} is not a whole number above 0`);
      continue;
    }
    const twin = seasonByNumber.get(s.seasonNumber);
    if (twin !== undefined) {
      m.note('blocked', 'seasons', row, `season number ${s.seasonNumber} is also season #${twin}'s`);
      continue;
    }
    seasonByNumber.set(s.seasonNumber, s.id);
    m.seasonNumberById.set(s.id, s.seasonNumber);
    if (blank(s.theme)) m.note('changed', 'seasons', row, 'no theme; stored with an empty theme');
    seasons.push({
      id: s.id,
      seasonNumber: s.seasonNumber,
      theme: s.theme?.trim() ?? '',
      image: blank(s.image) ? null : s.image,
      startDate: isoDay(s.startDate),
      endDate: s.endDate ? isoDay(s.endDate) : null,
    });
  }
  return seasons;
}

/** Teams: one per lower-cased name per season; a team of a season not imported is an orphan. */
export function mapTeams(data: LegacyData, m: Mapping): MappedLeague['teams'] {
  const seasonLabel = (id: number) => `season ${m.seasonNumberById.get(id)}`;
  const teams: MappedLeague['teams'] = [];
  const teamByKey = new Map<string, { id: number; name: string; placement: string }>();
  for (const t of data.teams) {
    const row = `#${t.id} ${quote(t.name)}`;
    if (t.seasonId === null || !m.seasonNumberById.has(t.seasonId)) {
      const why =
        t.seasonId === null ? 'no season (seasonId is null)' : `season #${t.seasonId} is not imported`;
      m.note('skipped', 'teams', row, `orphan: ${why}; its roster and games go with it`);
      continue;
    }
    if (blank(t.name)) {
      m.note('blocked', 'teams', row, 'the team has no name');
      continue;
    }
    const key = `${t.seasonId}|${t.name.toLowerCase()}`;
    const kept = teamByKey.get(key);
    const placement = canonicalPlacement(t.placement);
    if (kept) {
      m.teamTarget.set(t.id, kept.id);
      const lost =
        (placement ?? t.placement) !== kept.placement
          ? `; its placement ${quote(t.placement)} is dropped`
          : '';
      m.note(
        'skipped',
        'teams',
        row,
        `same name as #${kept.id} ${quote(kept.name)} in ${seasonLabel(t.seasonId)} once lower-cased: merged into #${kept.id} (its roster and games now point there)${lost}`,
      );
      continue;
    }
    if (placement === null) {
      m.note('kept', 'teams', row, `placement ${quote(t.placement)} is not one of the league's placements`);
    } else if (placement !== t.placement) {
      m.note('changed', 'teams', row, `placement ${quote(t.placement)} → ${quote(placement)}`);
    }
    const stored = placement ?? t.placement;
    teamByKey.set(key, { id: t.id, name: t.name, placement: stored });
    m.teamTarget.set(t.id, t.id);
    m.teamSeason.set(t.id, t.seasonId);
    teams.push({
      id: t.id,
      name: t.name,
      seasonId: t.seasonId,
      placement: stored,
      logoUrl: blank(t.logoUrl) ? null : t.logoUrl,
    });
  }
  return teams;
}

/** Players: one per lower-cased name (player names are game usernames, which ignore case). */
export function mapPlayers(data: LegacyData, m: Mapping): MappedLeague['players'] {
  const players: MappedLeague['players'] = [];
  const playerByKey = new Map<string, { id: number; name: string }>();
  for (const p of data.players) {
    const row = `#${p.id} ${quote(p.name)}`;
    if (blank(p.name)) {
      m.note('blocked', 'players', row, 'the player has no name');
      continue;
    }
    const key = p.name.toLowerCase();
    const kept = playerByKey.get(key);
    if (kept) {
      m.playerTarget.set(p.id, kept.id);
      m.note(
        'skipped',
        'players',
        row,
        `same name as #${kept.id} ${quote(kept.name)} once lower-cased: merged into #${kept.id} (its stat lines, rosters and awards now point there)`,
      );
      continue;
    }
    const position = normalizePosition(p.position);
    if (position !== p.position)
      m.note('changed', 'players', row, `position ${quote(p.position)} → ${quote(position)}`);
    playerByKey.set(key, { id: p.id, name: p.name });
    m.playerTarget.set(p.id, p.id);
    players.push({ id: p.id, name: p.name, position: position || 'N/A' });
  }
  return players;
}

/** Rosters: the union of the two old join tables, merged names on one team made one entry. */
export function mapRosters(data: LegacyData, m: Mapping): MappedLeague['team_players'] {
  const team_players: MappedLeague['team_players'] = [];
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
    const teamId = m.teamTarget.get(r.teamId);
    const playerId = m.playerTarget.get(r.playerId);
    if (teamId === undefined || playerId === undefined) {
      const missing = teamId === undefined ? `team #${r.teamId}` : `player #${r.playerId}`;
      m.note('skipped', table, row, `orphan: ${missing} is not imported`);
      continue;
    }
    if (onlyIn) {
      const other = onlyIn === 'teams_players' ? 'players_teams_teams' : 'teams_players';
      m.note('kept', onlyIn, row, `missing from ${other}; the roster is the union of both tables`);
    }
    const target = pairKey(teamId, playerId);
    if (rosterSeen.has(target)) continue; // two merged names on one team: one roster entry
    rosterSeen.add(target);
    team_players.push({ teamId, playerId });
  }
  return team_players;
}
