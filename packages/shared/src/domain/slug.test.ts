import { describe, expect, it } from 'vitest';
import { teamNameFromParam } from './slug.ts';

describe('team page address', () => {
  it('turns hyphens back into spaces', () => {
    expect(teamNameFromParam('night-owls')).toBe('night owls');
    expect(teamNameFromParam('caf%C3%A9-crew')).toBe('café crew');
    expect(teamNameFromParam(undefined)).toBe('');
  });
});
