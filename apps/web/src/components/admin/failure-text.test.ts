import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { startStaffSession } from '../../test/portal-test-support.tsx';
import { deleteFailureText } from './failure-text.ts';

beforeAll(startStaffSession);

describe('deleteFailureText', () => {
  it('reads "Delete failed: {message}", or a screen’s own words such as the matches page’s', () => {
    const error = new ApiError(409, 'The match has results');
    expect(deleteFailureText(error)).toBe('Delete failed: The match has results');
    expect(deleteFailureText(error, 'Failed to delete match')).toBe(
      'Failed to delete match: The match has results',
    );
  });
});
