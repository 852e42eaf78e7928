import { describe, expect, it } from 'vitest';
import { settingsWith } from '../test-support/standings-league.ts';
import { renderStandingsRules } from './standings-rules-text.ts';
import { getTieBreaker, TIE_BREAKERS } from './tie-breakers.ts';

describe('the rules under the table', () => {
  it('renders the applied points scheme and chain, in order, from the registries', () => {
    const rules = renderStandingsRules(
      settingsWith({
        format: 'bestOf3',
        tieBreakers: ['leaguePoints', 'headToHead', 'coinFlip'],
        playoffSpots: 4,
      }),
    );
    expect(rules.scheme).toBe(
      'Best of 3 sets: 3 points for a 2-0 win, 2 for a 2-1 win, 1 for a 1-2 loss, 0 for a 0-2 loss.',
    );
    expect(rules.tieBreakers).toEqual([
      `1. League points: ${getTieBreaker('leaguePoints').rule}`,
      `2. Head-to-head: ${getTieBreaker('headToHead').rule}`,
      `3. Coin flip: ${getTieBreaker('coinFlip').rule}`,
    ]);
    expect(rules.playoffs).toMatch(/^The top 4 reach the playoffs\. /);
    expect(rules.counting).toContain('A match without set scores counts its sets but no points.');
  });

  it('says nothing of playoffs without spots, and a single spot in the singular', () => {
    expect(renderStandingsRules(settingsWith({ playoffSpots: 0 })).playoffs).toBeNull();
    expect(renderStandingsRules(settingsWith({ playoffSpots: 1 })).playoffs).toMatch(/^The top team reaches/);
  });

  it('lists the deductions of the teams in this table only', () => {
    const settings = settingsWith({
      adjustments: [
        { teamName: 'Storm Crows', points: 3, reason: 'late roster' },
        { teamName: 'Tidal Wave', points: 1, reason: 'no-show' },
      ],
    });
    expect(renderStandingsRules(settings, ['storm crows', 'Golden Wolves']).adjustments).toEqual([
      'Storm Crows: 3 points deducted (late roster).',
    ]);
    expect(renderStandingsRules(settings).adjustments).toHaveLength(2);
  });

  it('gives every criterion a one-line rule ending in a full stop', () => {
    for (const t of TIE_BREAKERS) expect(t.rule, t.id).toMatch(/^[A-Z][^\n]*\.$/);
  });
});
