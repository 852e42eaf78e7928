import { describe, expect, it } from 'vitest';
import { parseMatchFile } from './match-file.ts';

const HEADER =
  'matchNumber,round,date,team1Name,team2Name,status,set1Score,set2Score,set3Score,set4Score,set5Score,tags';

describe('parseMatchFile', () => {
  it('turns a valid file into the import body', () => {
    const text = [
      HEADER,
      'Round 1 - Match 1,Round 1,2026-11-22T19:00:00Z,Storm Crows,Tidal Wave,completed,25-20,20-25,15-10,,,"Playoffs,Week 1"',
      'Round 1 - Match 2,Round 1,2026-11-22T20:00:00Z,Golden Wolves,Jungle Pelicans,,,,,,,',
    ].join('\n');
    const result = parseMatchFile(text, { seasonId: 105, region: 'na' });
    expect(result.problems).toEqual([]);
    expect(result.rows).toHaveLength(2);
    expect(result.body?.seasonId).toBe(105);
    expect(result.body?.matches[0]).toMatchObject({
      matchNumber: 'Round 1 - Match 1',
      status: 'completed',
      set1Score: '25-20',
      tags: ['Playoffs', 'Week 1'],
    });
    expect(result.body?.matches[1]).toMatchObject({ status: 'scheduled', tags: [] });
  });

  it('takes an optional phase and division per row, blank meaning the regular phase and none', () => {
    const text = [
      'matchNumber,round,date,team1Name,team2Name,phase,division',
      'M1,Round 1,2026-11-22T19:00:00Z,A,B,Playoffs,d2',
      'M2,Round 1,2026-11-22T20:00:00Z,C,D,,',
      'M3,Round 1,2026-11-22T21:00:00Z,E,F,preseason,D9',
    ].join('\n');
    const result = parseMatchFile(text, { seasonId: 1, region: 'na' });
    expect(result.problems).toEqual([
      'Row 3 (M3), phase: Phase must be qualifiers or playoffs',
      'Row 3 (M3), division: Division must be one of D1, D2, D3',
    ]);
    const valid = parseMatchFile(text.split('\n').slice(0, 3).join('\n'), { seasonId: 1, region: 'na' });
    expect(valid.body?.matches.map((m) => [m.phase, m.division])).toEqual([
      ['playoffs', 'D2'],
      ['qualifiers', null],
    ]);
  });

  it('accepts headers written with spaces and any case', () => {
    const text = 'Match Number,Round,Date,Team 1 Name,Team 2 Name\nM1,Round 2,2026-11-23T19:00:00Z,A,B';
    expect(parseMatchFile(text, { seasonId: 1, region: 'eu' }).problems).toEqual([]);
  });

  it('lists every problem with its row', () => {
    const text = [
      HEADER,
      'M1,Round 1,tomorrow,A,B,done,25:20,,,,,',
      ',Round 1,2026-11-22T19:00:00Z,,B,,,,,,,',
    ].join('\n');
    const result = parseMatchFile(text, { seasonId: 1, region: 'na' });
    expect(result.body).toBeNull();
    expect(result.problems).toEqual([
      'Row 1 (M1), date: Date must be an ISO date and time',
      'Row 1 (M1), status: Status must be scheduled, live or completed',
      'Row 1 (M1), set1Score: Set scores look like 25-21',
      'Row 2, matchNumber: Match number is required',
      'Row 2, team1Name: Team 1 name is required',
    ]);
  });

  it('names missing columns and a missing season', () => {
    expect(parseMatchFile('matchNumber,round\nM1,Round 1', { seasonId: 1, region: 'na' }).problems).toEqual([
      'The file has no "date" column',
      'The file has no "team1Name" column',
      'The file has no "team2Name" column',
    ]);
    const valid = `${HEADER}\nM1,Round 1,2026-11-22T19:00:00Z,A,B,,,,,,,`;
    expect(parseMatchFile(valid, { seasonId: null, region: 'na' }).problems).toEqual([
      'Choose the season of these matches',
    ]);
  });

  it('refuses an empty file', () => {
    expect(parseMatchFile(HEADER, { seasonId: 1, region: 'na' }).problems).toEqual([
      'The file has no matches',
    ]);
  });
});
