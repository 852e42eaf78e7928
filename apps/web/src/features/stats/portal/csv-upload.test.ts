import { CSV_MESSAGES } from '@league/shared/domain/stats-csv';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { startStaffSession } from '../../../test/portal-test-support.tsx';
import {
  buildAddToGameBody,
  buildBatchCsvBody,
  buildCsvPreview,
  missingPlayersOf,
  missingPlayersRequest,
  parseGameId,
  resolveSeasonId,
  UPLOAD_FAILED_FALLBACK,
  unknownSeasonMessage,
  uploadFailureMessage,
  uploadSuccessMessage,
} from './csv-upload.ts';

const SEASONS = [
  { id: 105, seasonNumber: 14 },
  { id: 109, seasonNumber: 12 },
];

const VALID_SHEET = [
  'SEASON: 12,Spikes,,,,,Blocks,Sets,Recieves,,Serves,,Errors,',
  'Sets: 3 - 1,Spiking Errors,Ape Kills,Ape Attempts,Kills,Attempts,Total,Assists,Spike,BFs,Aces,Misc. Errors,Set. Errors,Serve Errors',
  'Storm Crows,,,,,,,,,,,,,',
  'NightOwl_77,2,3,6,11,24,1,0,7,2,1,0,0,1',
  'quickset_jay,0,0,1,1,3,0,22,4,1,0,1,2,0',
  'Tidal Wave,,,,,,,,,,,,,',
  'spikeking42,3,2,5,9,21,2,1,5,0,2,0,0,2',
].join('\n');

describe('season resolution', () => {
  it('maps the sheet number to the season id', () => {
    expect(resolveSeasonId(12, SEASONS)).toBe(109);
    expect(resolveSeasonId(13, SEASONS)).toBeNull();
    expect(resolveSeasonId(null, SEASONS)).toBeNull();
  });

  it('lists an unknown season number as a problem in create mode only', () => {
    const text = VALID_SHEET.replace('SEASON: 12', 'SEASON: 99');
    expect(buildCsvPreview(text, 'create', SEASONS).problems).toEqual([unknownSeasonMessage(99)]);
    expect(buildCsvPreview(text, 'add', SEASONS).problems).toEqual([]);
  });
});

describe('buildCsvPreview', () => {
  it('has no problems for a valid sheet and resolves its season', () => {
    const preview = buildCsvPreview(VALID_SHEET, 'create', SEASONS);
    expect(preview.problems).toEqual([]);
    expect(preview.seasonId).toBe(109);
    expect(preview.parsed.players.map((p) => p.playerName)).toEqual([
      'nightowl_77',
      'quickset_jay',
      'spikeking42',
    ]);
  });

  it('lists every problem at once', () => {
    const text = ['Sets: 0 - 0', 'Only Team,,,,,,,,,,,,,', 'someone,1,2'].join('\n');
    const problems = buildCsvPreview(text, 'create', SEASONS).problems;
    expect(problems).toContain(CSV_MESSAGES.noSeason);
    expect(problems).toContain(CSV_MESSAGES.bothZero);
    expect(problems).toContain(CSV_MESSAGES.teams);
    expect(problems).toContain(CSV_MESSAGES.noPlayers);
    expect(problems.some((p) => p.includes('a player row needs a name and 13 numbers'))).toBe(true);
  });
});

describe('request bodies', () => {
  it('builds the create body with the season id, stage and each line with its team', () => {
    const body = buildBatchCsvBody(buildCsvPreview(VALID_SHEET, 'create', SEASONS), 'Grand Finals');
    expect(body.gameData).toEqual({
      teamNames: ['Storm Crows', 'Tidal Wave'],
      seasonId: 109,
      team1Score: 3,
      team2Score: 1,
      stage: 'Grand Finals',
    });
    expect(body.statsData).toHaveLength(3);
    expect(body.statsData[0]).toMatchObject({
      playerName: 'nightowl_77',
      teamName: 'Storm Crows',
      spikingErrors: 2,
      apeKills: 3,
      apeAttempts: 6,
      spikeKills: 11,
      spikeAttempts: 24,
      servingErrors: 1,
    });
    expect(body.statsData[2]?.teamName).toBe('Tidal Wave');
  });

  it('builds the add body with the game id', () => {
    const body = buildAddToGameBody(buildCsvPreview(VALID_SHEET, 'add', []), 42);
    expect(body.gameId).toBe(42);
    expect(body.statsData).toHaveLength(3);
  });

  it('reads only positive whole game ids', () => {
    expect(parseGameId(' 17 ')).toBe(17);
    expect(parseGameId('0')).toBeNull();
    expect(parseGameId('-3')).toBeNull();
    expect(parseGameId('1.5')).toBeNull();
    expect(parseGameId('')).toBeNull();
  });
});

describe('answers', () => {
  beforeAll(() => {
    startStaffSession();
  });

  it('reads missingPlayers from a 400', () => {
    const missing = [
      { name: 'newbie', teamName: 'Storm Crows', reason: 'unknown' },
      { name: 'drifter', teamName: 'Tidal Wave', reason: 'not-on-team' },
    ];
    const error = new ApiError(400, '2 players are missing', 'BAD_REQUEST', [], { missingPlayers: missing });
    expect(missingPlayersOf(error)).toEqual(missing);
    expect(missingPlayersOf(new ApiError(400, 'Validation failed'))).toBeNull();
    expect(missingPlayersOf(new ApiError(500, 'x', 'INTERNAL', [], { missingPlayers: missing }))).toBeNull();
  });

  it('creates missing players on their team with the chosen position, N/A by default', () => {
    const rows = missingPlayersRequest(
      [
        { name: 'newbie', teamName: 'Storm Crows', reason: 'unknown' },
        { name: 'drifter', teamName: 'Tidal Wave', reason: 'not-on-team' },
      ],
      { drifter: 'Setter' },
      12,
    );
    expect(rows).toEqual([
      { name: 'newbie', position: 'N/A', teamNames: ['Storm Crows'], seasonNumber: 12 },
      { name: 'drifter', position: 'Setter', teamNames: ['Tidal Wave'], seasonNumber: 12 },
    ]);
  });

  it('words success and failure as docs/product does', () => {
    expect(uploadSuccessMessage('create', 8, 3)).toBe('Successfully uploaded game and 8 stats records!');
    expect(uploadSuccessMessage('add', 2, 31)).toBe('Successfully added 2 stats records to game 31!');
    expect(uploadFailureMessage(new ApiError(500), 'create')).toBe(UPLOAD_FAILED_FALLBACK);
    expect(
      uploadFailureMessage(
        new ApiError(400, 'Team X is not in season 12', 'BAD_REQUEST', [
          { path: 'a', message: 'More detail' },
        ]),
        'create',
      ),
    ).toBe('Team X is not in season 12\nMore detail');
    expect(uploadFailureMessage(new ApiError(401, 'Invalid token'), 'add')).toBe(
      'You must be logged in to add stats to games',
    );
  });
});
