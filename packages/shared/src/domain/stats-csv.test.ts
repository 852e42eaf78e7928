import { describe, expect, it } from 'vitest';
import { CSV_MESSAGES, checkSetScores, csvGameName, isCsvFileName, parseStatsCsv } from './stats-csv.ts';

const SHEET = `SEASON: 12,Spikes,,,,,Blocks,Sets,Recieves,,Serves,,Errors,
Sets: 3 - 1,Spiking Errors,Ape Kills,Ape Attempts,Kills,Attempts,Total,Assists,Spike,BFs,Aces,Misc. Errors,Set. Errors,Serve Errors
Storm Crows,,,,,,,,,,,,,
NightOwl_77,2,3,6,11,24,1,0,7,2,1,0,0,1
quickset_jay,0,0,1,1,3,0,22,4,1,0,1,2,0
Tidal Wave,,,,,,,,,,,,,
spikeking42,3,2,5,9,21,2,1,5,0,2,0,0,2
libero_lu,0,0,0,0,0,0,2,14,3,0,0,0,1
benchwarmer,0,0,0,0,0,0,0,0,0,0,0,0,0
`;

describe('parseStatsCsv', () => {
  it('reads the season, set score, both teams and every player line', () => {
    const parsed = parseStatsCsv(SHEET, 'create');
    expect(parsed.errors).toEqual([]);
    expect(parsed.seasonNumber).toBe(12);
    expect([parsed.team1Score, parsed.team2Score]).toEqual([3, 1]);
    expect(parsed.teamNames).toEqual(['Storm Crows', 'Tidal Wave']);
    expect(parsed.players.map((p) => [p.playerName, p.teamIndex])).toEqual([
      ['nightowl_77', 0],
      ['quickset_jay', 0],
      ['spikeking42', 1],
      ['libero_lu', 1],
    ]);
    expect(parsed.players[0]?.stats).toEqual({
      spikingErrors: 2,
      apeKills: 3,
      apeAttempts: 6,
      spikeKills: 11,
      spikeAttempts: 24,
      blocks: 1,
      assists: 0,
      digs: 7,
      blockFollows: 2,
      aces: 1,
      miscErrors: 0,
      settingErrors: 0,
      servingErrors: 1,
    });
  });

  it('accepts "Score: a - b", counts non-numeric cells as 0 and skips all-zero rows', () => {
    const text = SHEET.replace('Sets: 3 - 1', 'Score: 2 - 0').replace(
      'quickset_jay,0,0,1,1,3',
      'quickset_jay,x,0,1,1,3',
    );
    const parsed = parseStatsCsv(text, 'create');
    expect(parsed.errors).toEqual([]);
    expect([parsed.team1Score, parsed.team2Score]).toEqual([2, 0]);
    expect(parsed.players.find((p) => p.playerName === 'quickset_jay')?.stats.spikingErrors).toBe(0);
    expect(parsed.players.some((p) => p.playerName === 'benchwarmer')).toBe(false);
  });

  it('treats players whose names merely start with header words as players', () => {
    const text = SHEET.replace('libero_lu', 'seasoned_sam').replace('spikeking42', 'spikes_rule');
    const names = parseStatsCsv(text, 'create').players.map((p) => p.playerName);
    expect(names).toContain('seasoned_sam');
    expect(names).toContain('spikes_rule');
  });

  it('reports a missing season and score in create mode only', () => {
    const text = SHEET.split('\n').slice(2).join('\n');
    expect(parseStatsCsv(text, 'create').errors).toEqual([CSV_MESSAGES.noSeason, CSV_MESSAGES.noScore]);
    expect(parseStatsCsv(text, 'add').errors).toEqual([]);
  });

  it('reports team and player problems in every mode', () => {
    const oneTeam = SHEET.split('\n').slice(0, 5).join('\n');
    expect(parseStatsCsv(oneTeam, 'add').errors).toEqual([CSV_MESSAGES.teams]);
    const noPlayers = 'SEASON: 3\nSets: 2 - 0\nA Team,,,,,,,,,,,,,\nB Team,,,,,,,,,,,,,\n';
    expect(parseStatsCsv(noPlayers, 'create').errors).toEqual([CSV_MESSAGES.noPlayers]);
  });

  it('lists every problem at once: short rows, duplicates, kills above attempts', () => {
    const text = `${SHEET}short_row,1,2\nspikeking42,0,0,0,5,2,0,0,0,0,0,0,0,0\n`;
    const { errors } = parseStatsCsv(text, 'create');
    expect(errors).toEqual([
      'Line 10 (short_row): a player row needs a name and 13 numbers',
      'Line 11: spikeking42 appears more than once',
      'Line 11: spikeking42: spike kills (5) cannot exceed spike attempts (2)',
    ]);
  });
});

describe('checkSetScores', () => {
  it.each([
    [-1, 3, CSV_MESSAGES.negativeScore],
    [0, 0, CSV_MESSAGES.bothZero],
    [2, 2, CSV_MESSAGES.tie],
    [1, 0, CSV_MESSAGES.underTwo],
    [2, 1, null],
    [0, 3, null],
  ])('%i - %i → %s', (a, b, expected) => {
    expect(checkSetScores(a, b)).toBe(expected);
  });
});

describe('helpers', () => {
  it('names created games and checks file names', () => {
    expect(csvGameName('Storm Crows', 'Tidal Wave', 12)).toBe('Storm Crows vs. Tidal Wave S12');
    expect(isCsvFileName('week3.CSV')).toBe(true);
    expect(isCsvFileName('week3.xlsx')).toBe(false);
  });
});
