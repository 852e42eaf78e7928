import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { endSession } from '../../../lib/session.ts';
import { startStaffSession } from '../../../test/portal-test-support.tsx';
import {
  BATCH_FAILED,
  type BatchRowDraft,
  batchFailureMessages,
  CREATE_PLAYERS_NO_RESPONSE,
  CREATE_PLAYERS_RETRY,
  splitTeamNames,
  toBatchRequest,
  validateBatchRows,
} from './batch-rows.ts';

const row = (over: Partial<BatchRowDraft>): BatchRowDraft => ({
  name: 'Spike King',
  position: 'Spiker',
  teamNames: '',
  season: '',
  ...over,
});

describe('batch player rows', () => {
  it('reports every row without a name or position, numbered from 1', () => {
    expect(
      validateBatchRows([row({}), row({ name: '  ' }), row({ position: '' }), row({ season: 'x' })]),
    ).toEqual([
      'Row 2: Name and Position are required.',
      'Row 3: Name and Position are required.',
      'Row 4: Season must be a positive whole number.',
    ]);
  });

  it('lower-cases names and team names, drops blanks, keeps the season', () => {
    expect(splitTeamNames(' Storm Crows, ,TIDAL wave ,')).toEqual(['storm crows', 'tidal wave']);
    expect(
      toBatchRequest([row({ name: ' Spike King ', teamNames: 'Storm Crows', season: '12' }), row({})]),
    ).toEqual([
      { name: 'spike king', position: 'Spiker', teamNames: ['storm crows'], seasonNumber: 12 },
      { name: 'spike king', position: 'Spiker', teamNames: [] },
    ]);
  });

  it('words failures as docs/product/players.md#errors does', () => {
    endSession();
    expect(batchFailureMessages(new ApiError(401))).toEqual(['You must be logged in to create players']);
    startStaffSession();
    expect(
      batchFailureMessages(
        new ApiError(400, 'Unknown team names: x', 'BAD_REQUEST', [
          { path: '0.teamNames', message: 'Row 1: Team x not found' },
        ]),
      ),
    ).toEqual([`${BATCH_FAILED}: Unknown team names: x`, 'Row 1: Team x not found']);
    expect(batchFailureMessages(new TypeError('Failed to fetch'))).toEqual([CREATE_PLAYERS_NO_RESPONSE]);
    expect(batchFailureMessages(new Error('odd'))).toEqual([CREATE_PLAYERS_RETRY]);
  });
});
