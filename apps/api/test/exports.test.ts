/**
 * Exports (docs/product/api-contract.md#exports): `?format=csv|json` answers every row of the view the
 * screen shows, with the table's columns, as a download. The CSV parsed back equals the JSON file, and both
 * equal what the paged JSON the pages read shows in its cells.
 */
import {
  DEFAULT_STAT_KEYS,
  formatStat,
  getStatColumn,
  type StatColumnKey,
} from '@league/shared/domain/stat-columns';
import type { LeaderboardResponse } from '@league/shared/schemas/leaderboard';
import type { Match } from '@league/shared/schemas/matches';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { FX } from './helpers/fixtures.ts';
import { type Client, useLeagueApp } from './helpers/league-app.ts';

const t = useLeagueApp({ fixtures: true });
const guest = t.as('guest');
const admin = t.as('admin');
const member = t.as('user');

interface JsonExport {
  columns: { key: string; label: string }[];
  rows: Record<string, string | number | null>[];
}

/** A CSV file's rows of text cells: the BOM checked and dropped, the formula guard undone. */
function parseCsv(body: string): string[][] {
  expect(body.startsWith('\ufeff')).toBe(true);
  const { data, errors } = Papa.parse<string[]>(body.slice(1), { skipEmptyLines: true });
  expect(errors).toEqual([]);
  return data.map((row) => row.map((cell) => cell.replace(/^'(?=[=+\-@\t\r])/, '')));
}

/** The JSON file's rows in the CSV's text form, so the two can be compared cell by cell. */
function jsonAsCsv(file: JsonExport): string[][] {
  return [
    file.columns.map((c) => c.label),
    ...file.rows.map((row) => file.columns.map((c) => (row[c.key] === null ? '' : String(row[c.key])))),
  ];
}

async function download(url: string, as: Client = guest) {
  const csv = await as.get(`${url}${url.includes('?') ? '&' : '?'}format=csv`);
  const json = await as.get(`${url}${url.includes('?') ? '&' : '?'}format=json`);
  return { csv, json };
}

/** Both files of a view, checked to be downloads that say the same thing. */
async function exportOf(url: string, as: Client = guest): Promise<string[][]> {
  const { csv, json } = await download(url, as);
  expect(csv.statusCode, csv.body).toBe(200);
  expect(json.statusCode, json.body).toBe(200);
  expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(json.headers['content-type']).toBe('application/json; charset=utf-8');
  const name = /^attachment; filename="([a-z0-9-]+)\.csv"$/.exec(String(csv.headers['content-disposition']));
  expect(name, String(csv.headers['content-disposition'])).not.toBeNull();
  expect(json.headers['content-disposition']).toBe(`attachment; filename="${name?.[1]}.json"`);
  const rows = parseCsv(csv.body);
  expect(rows).toEqual(jsonAsCsv(json.json() as JsonExport));
  return rows;
}

/** Every row of a leaderboard view through the paged JSON the page reads, 1 row a page to cross pages. */
async function leaderboardPages(query: string): Promise<LeaderboardResponse['rows']> {
  const rows: LeaderboardResponse['rows'] = [];
  for (let offset = 0; ; offset += 2) {
    const page = (await guest.get(`/api/leaderboard?${query}&limit=2&offset=${offset}`)).json();
    rows.push(...page.rows);
    if (offset + 2 >= page.total) return rows;
  }
}

/** Every item of a paged portal list through the JSON the table reads, 2 a page to cross pages. */
async function listPages<T>(url: string, as: Client = guest): Promise<T[]> {
  const items: T[] = [];
  for (let offset = 0; ; offset += 2) {
    const query = `${url.includes('?') ? '&' : '?'}limit=2&offset=${offset}`;
    const page = await as.get(`${url}${query}`);
    items.push(...(page.json() as T[]));
    if (offset + 2 >= Number(page.headers['x-total-count'])) return items;
  }
}

/** A stat cell as the table shows it, in the file's form (no '%', 'N/A' empty). */
const shown = (key: StatColumnKey, value: number, mode: 'total' | 'perGame' | 'perSet') => {
  const text = formatStat(key, value, mode);
  return text === 'N/A' ? '' : String(Number(text.replace('%', '')));
};

describe('leaderboard export', () => {
  const DEFAULT_STATS: StatColumnKey[] = [...DEFAULT_STAT_KEYS];
  const views: {
    query: string;
    mode: 'total' | 'perGame' | 'perSet';
    stats: StatColumnKey[];
    team?: true;
  }[] = [
    { query: 'view=players', mode: 'total', stats: DEFAULT_STATS },
    {
      query: 'view=players&seasonNumber=1&mode=perSet&sort=blocks',
      mode: 'perSet',
      stats: DEFAULT_STATS,
      team: true,
    },
    {
      query: 'view=players&mode=perGame&sort=name&dir=asc&f=spikeKills.gt.5&cols=spikePct,plusMinus,digs',
      mode: 'perGame',
      stats: ['spikePct', 'digs', 'plusMinus'],
    },
    { query: 'view=teams&stage=R6&sort=assists', mode: 'total', stats: DEFAULT_STATS },
    { query: 'view=players&q=owl&cols=none', mode: 'total', stats: [] },
  ];

  it.each(views)('equals every page of $query, cell for cell', async ({ query, mode, stats, team }) => {
    const rows = await exportOf(`/api/leaderboard?${query}`);
    const isTeams = query.includes('view=teams');
    expect(rows[0]).toEqual([
      'Rank',
      isTeams ? 'Team Name' : 'Player Name',
      ...(isTeams ? ['Season'] : team ? ['Team'] : []),
      'Games',
      'Sets',
      ...stats.map((key) => getStatColumn(key).label),
    ]);
    const pages = await leaderboardPages(query);
    expect(pages.length).toBeGreaterThan(0);
    expect(rows.slice(1)).toEqual(
      pages.map((row) => [
        String(row.rank),
        row.name,
        ...(row.kind === 'team' ? [String(row.seasonNumber)] : team ? [row.teamName ?? ''] : []),
        String(row.gamesPlayed),
        String(row.kind === 'team' ? row.totalSets : row.setsPlayed),
        ...stats.map((key) => shown(key, row.stats[key], mode)),
      ]),
    );
  });

  it('ignores paging: all rows, not the page', async () => {
    const all = await exportOf('/api/leaderboard?view=players&limit=1&offset=2');
    const page = (await guest.get('/api/leaderboard?view=players')).json();
    expect(all.length - 1).toBe(page.total);
    expect(page.total).toBeGreaterThan(3);
  });

  it('names the file after the view', async () => {
    const { csv } = await download('/api/leaderboard?view=players&seasonNumber=1&mode=perSet&sort=blocks');
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="volley-league-stats-season-1-per-set-blocks.csv"',
    );
  });

  it('refuses an unknown format or column with a clear message', async () => {
    const format = await guest.get('/api/leaderboard?format=xlsx');
    expect(format.statusCode).toBe(400);
    expect(format.body).toContain('format must be csv or json');
    const cols = await guest.get('/api/leaderboard?format=csv&cols=blocks,bogus');
    expect(cols.statusCode).toBe(400);
    expect(cols.body).toContain('cols must be none or stat columns');
  });
});

describe('records export', () => {
  it('writes the tab’s lists as the page shows them, each row naming its record', async () => {
    const records = (await guest.get('/api/records')).json() as {
      type: string;
      record: string;
      rank: number;
      value: number;
      gameId: number | null;
      player: { name: string } | null;
    }[];
    const game = await exportOf('/api/records?type=game');
    expect(game[0]).toEqual(['Record', 'Rank', 'Player', 'Value', 'Date', 'Game']);
    const expected = records.filter((r) => r.type === 'game');
    expect(game.length - 1).toBe(expected.length);
    expect(expected.length).toBeGreaterThan(0);
    for (const entry of expected) {
      const row = game.find((cells) => cells[0] === entry.record && cells[1] === String(entry.rank));
      expect(row?.slice(2, 4)).toEqual([
        entry.player?.name ?? 'Unknown Player',
        String(Math.round(entry.value)),
      ]);
      expect(row?.[5]).toBe(entry.gameId === null ? '' : String(entry.gameId));
    }
    const season = await exportOf('/api/records?type=season');
    expect(season[0]?.at(-1)).toBe('Season');
    expect(season.length - 1).toBe(records.filter((r) => r.type === 'season').length);
  });
});

describe('box score export', () => {
  it('writes every line and team total of the game with its team, the page’s stat columns', async () => {
    const rows = await exportOf(`/api/games/${FX.games.final1}`);
    expect(rows[0]?.slice(0, 5)).toEqual(['Team', 'Player', 'Spike Kills', 'Spike Attempts', 'Spike%']);
    const game = (await guest.get(`/api/games/${FX.games.final1}`)).json();
    const [team1, team2] = game.teams.map((team: { name: string }) => team.name);
    // Lines of each side, then its total: nightowl 9/20 kills for Storm Crows.
    expect(rows.slice(1).map((r) => [r[0], r[1]])).toEqual([
      [team1, 'nightowl_77'],
      [team1, 'quickset_jay'],
      [team1, 'Team total'],
      [team2, 'spikeking42'],
      [team2, 'libero_lu'],
      [team2, 'Team total'],
    ]);
    expect(rows[1]?.slice(2, 5)).toEqual(['9', '20', '45']);
    expect(rows[3]?.slice(2, 5)).toEqual(['10', '23', '43.5']);
  });

  it('names the file after the game and answers 404 for a missing one', async () => {
    const { csv } = await download(`/api/games/${FX.games.final1}`);
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="volley-league-game-301-season-1-storm-crows-vs-tidal-wave\.csv"$/,
    );
    expect((await guest.get('/api/games/999999?format=csv')).statusCode).toBe(404);
  });
});

describe('game log export', () => {
  it('writes every game of the filter and sort, from the player’s side, with the asked stat columns', async () => {
    const url = `/api/players/${FX.players.nightowl}/games?sort=spikeKills&cols=spikeKills,plusMinus`;
    const rows = await exportOf(url);
    expect(rows[0]).toEqual([
      'Date',
      'Season',
      'Result',
      'Sets Won',
      'Sets Lost',
      'Opponent',
      'Team',
      'Stage',
      'Game',
      'Sets',
      'Spike Kills',
      '+/-',
    ]);
    const log = (await guest.get(url)).json() as {
      gameId: number;
      result: string | null;
      stats: { spikeKills: number; plusMinus: number };
    }[];
    expect(log.length).toBe(4);
    expect(rows.slice(1).map((r) => [Number(r[8]), r[2], Number(r[10]), Number(r[11])])).toEqual(
      log.map((g) => [g.gameId, g.result ?? '', g.stats.spikeKills, g.stats.plusMinus]),
    );
    const { csv } = await download(`/api/players/${FX.players.nightowl}/games?seasonNumber=1`);
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="volley-league-nightowl-77-game-log-season-1.csv"',
    );
  });
});

describe('portal table exports', () => {
  it('stats: every line of the search, as the table’s columns, for staff', async () => {
    const rows = await exportOf(`/api/stats?q=${FX.players.nightowl}`, admin);
    expect(rows[0]?.slice(0, 4)).toEqual(['ID', 'Game ID', 'Player ID', 'Player']);
    expect(rows[0]).toHaveLength(4 + 13);
    const list = await guest.get(`/api/stats?q=${FX.players.nightowl}`);
    const lines = list.json() as { id: number; gameId: number; playerId: number }[];
    expect(rows.slice(1).map((r) => r.slice(0, 3))).toEqual(
      lines.map((l) => [String(l.id), String(l.gameId), String(l.playerId)]),
    );
    expect(Number(list.headers['x-total-count'])).toBe(rows.length - 1);
    const { csv } = await download('/api/stats', admin);
    expect(csv.headers['cache-control']).toBe('private, no-store');
  });

  it('stats: walks every page of a list longer than one read', async () => {
    const { everyPage } = await import('../src/lib/export-reply.ts');
    const { listStatEntryPage } = await import('../src/features/stats/service.ts');
    const ids: number[] = [];
    for await (const line of everyPage((page) => listStatEntryPage(t.db, {}, page), 3)) ids.push(line.id);
    const all = (await guest.get('/api/stats')).json() as { id: number }[];
    expect(ids).toEqual(all.map((l) => l.id));
    expect(ids.length).toBeGreaterThan(6);
  });

  it('games: every game of the filter with the table’s columns', async () => {
    const rows = await exportOf('/api/games?seasonNumber=1', admin);
    expect(rows[0]).toEqual([
      'ID',
      'Name',
      'Season',
      'Stage',
      'Team 1',
      'Team 2',
      'T1 Score',
      'T2 Score',
      'Date',
      'Video',
    ]);
    const games = (await guest.get('/api/games?seasonNumber=1')).json() as { id: number }[];
    expect(rows.slice(1).map((r) => Number(r[0]))).toEqual(games.map((g) => g.id));
    expect(rows.slice(1).every((r) => r[2] === '1')).toBe(true);
  });

  it('teams: every team of the filter, cell by cell as the paged list shows it', async () => {
    const rows = await exportOf('/api/teams/skinny', admin);
    expect(rows[0]).toEqual(['ID', 'Name', 'Season', 'Placement', 'Logo URL']);
    const teams = await listPages<{
      id: number;
      name: string;
      placement: string;
      logoUrl: string | null;
      season: { seasonNumber: number };
    }>('/api/teams/skinny');
    expect(teams.length).toBeGreaterThan(2);
    expect(rows.slice(1)).toEqual(
      teams.map((team) => [
        String(team.id),
        team.name,
        String(team.season.seasonNumber),
        team.placement,
        team.logoUrl ?? '',
      ]),
    );
    const season1 = await exportOf('/api/teams/skinny?seasonNumber=1', admin);
    expect(season1.slice(1)).toEqual(rows.slice(1).filter((row) => row[2] === '1'));
    const { csv } = await download('/api/teams/skinny?seasonNumber=1', admin);
    expect(csv.headers['cache-control']).toBe('private, no-store');
    expect(csv.headers['content-disposition']).toContain('-teams-season-1.csv');
  });

  it('players: every player of the search, cell by cell as the paged list shows it', async () => {
    const rows = await exportOf('/api/players/medium', admin);
    expect(rows[0]).toEqual(['ID', 'Name', 'Position', 'Teams']);
    const players = await listPages<{
      id: number;
      name: string;
      position: string;
      teams: { name: string; season: { seasonNumber: number } }[];
    }>('/api/players/medium');
    expect(players.length).toBeGreaterThan(2);
    expect(players.some((p) => p.teams.length > 1)).toBe(true);
    expect(rows.slice(1)).toEqual(
      players.map((p) => [
        String(p.id),
        p.name,
        p.position,
        p.teams.map((team) => `${team.name} S${team.season.seasonNumber}`).join('; '),
      ]),
    );
    const nightowl = players.find((p) => p.id === FX.players.nightowl);
    const searched = await exportOf(
      `/api/players/medium?q=${encodeURIComponent(String(nightowl?.name))}`,
      admin,
    );
    expect(searched.slice(1).map((r) => Number(r[0]))).toContain(FX.players.nightowl);
    expect(searched.length).toBeLessThan(rows.length);
  });

  it('matches: every match of the filters, cell by cell as the paged list shows it', async () => {
    const rows = await exportOf('/api/matches', admin);
    expect(rows[0]).toEqual([
      'Match #',
      'Status',
      'Round',
      'Phase',
      'Division',
      'Date',
      'Team 1',
      'Team 2',
      'T1 Score',
      'T2 Score',
      'Set Scores',
      'Tags',
    ]);
    const matches = await listPages<Match>('/api/matches');
    expect(matches.length).toBeGreaterThan(2);
    const text = (value: string | number | null) => (value === null ? '' : String(value));
    expect(rows.slice(1)).toEqual(
      matches.map((m) => [
        m.matchNumber,
        m.status,
        m.round,
        m.phase,
        text(m.division),
        m.date,
        m.team1Name,
        m.team2Name,
        text(m.team1Score),
        text(m.team2Score),
        [m.set1Score, m.set2Score, m.set3Score, m.set4Score, m.set5Score].filter(Boolean).join('; '),
        m.tags.join('; '),
      ]),
    );
    const status = matches[0]?.status ?? '';
    const filtered = await exportOf(`/api/matches?status=${encodeURIComponent(status)}`, admin);
    expect(filtered.slice(1)).toEqual(rows.slice(1).filter((row) => row[1] === status));
  });

  it('seasons: every season, newest first, cell by cell as the list shows it', async () => {
    const rows = await exportOf('/api/seasons/skinny', admin);
    expect(rows[0]).toEqual(['Season #', 'Theme', 'Image URL', 'Start Date', 'End Date']);
    const seasons = await listPages<{
      seasonNumber: number;
      theme: string;
      image: string | null;
      startDate: string;
      endDate: string | null;
    }>('/api/seasons/skinny');
    expect(seasons.length).toBeGreaterThan(2);
    expect(rows.slice(1)).toEqual(
      seasons.map((s) => [String(s.seasonNumber), s.theme, s.image ?? '', s.startDate, s.endDate ?? '']),
    );
    expect(rows.slice(1).map((r) => Number(r[0]))).toEqual(
      seasons.map((s) => s.seasonNumber).sort((a, b) => b - a),
    );
  });

  it('awards: every award of the filters, cell by cell as the paged list shows it', async () => {
    const rows = await exportOf('/api/awards/skinny', admin);
    expect(rows[0]).toEqual(['ID', 'Type', 'Description', 'Season', 'Player', 'Awarded Date', 'Image']);
    const awards = await listPages<{
      id: number;
      type: string;
      description: string;
      imageUrl: string | null;
      createdAt: string;
      season: { seasonNumber: number };
      players: { name: string }[];
    }>('/api/awards/skinny');
    expect(awards.length).toBeGreaterThan(2);
    expect(rows.slice(1)).toEqual(
      awards.map((a) => [
        String(a.id),
        a.type,
        a.description,
        String(a.season.seasonNumber),
        a.players.map((p) => p.name).join(', '),
        a.createdAt,
        a.imageUrl ?? '',
      ]),
    );
    const season1 = await exportOf('/api/awards/skinny?seasonNumber=1', admin);
    expect(season1.slice(1)).toEqual(rows.slice(1).filter((row) => row[3] === '1'));
  });

  it('users: every account of the search, cell by cell as the paged list shows it, behind the list’s guard', async () => {
    const rows = await exportOf('/api/users', admin);
    expect(rows[0]).toEqual(['ID', 'Name', 'Role']);
    const users = await listPages<{ id: number; username: string; role: string }>('/api/users', admin);
    expect(users.length).toBeGreaterThan(1);
    expect(rows.slice(1)).toEqual(users.map((u) => [String(u.id), u.username, u.role]));
    const admins = await exportOf('/api/users?role=admin', admin);
    expect(admins.slice(1)).toEqual(rows.slice(1).filter((row) => row[2] === 'admin'));
    expect(JSON.stringify(rows)).not.toMatch(/password|hash/i);
    for (const format of ['csv', 'json']) {
      expect((await guest.get(`/api/users?format=${format}`)).statusCode).toBe(401);
      const asMember = await member.get(`/api/users?format=${format}`);
      expect(asMember.statusCode).toBe(403);
    }
  });

  it.each([
    '/api/awards/skinny?format=csv',
    '/api/seasons/skinny?format=json',
    '/api/matches?format=csv',
    '/api/stats?format=csv',
    '/api/games?format=json',
    '/api/teams/skinny?format=csv',
    '/api/players/medium?format=json',
  ])('%s is staff only', async (url) => {
    expect((await guest.get(url)).statusCode).toBe(401);
    expect((await member.get(url)).statusCode).toBe(403);
    expect((await admin.get(url)).statusCode).toBe(200);
    // The lists themselves stay as they were.
    expect((await guest.get(url.replace(/format=\w+/, 'limit=1'))).statusCode).toBe(200);
  });
});
