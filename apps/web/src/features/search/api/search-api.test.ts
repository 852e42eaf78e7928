import type { SearchHit } from '@league/shared/schemas/search';
import { describe, expect, it } from 'vitest';
import { groupHits } from './search-api.ts';

const hit = (kind: SearchHit['kind'], title: string): SearchHit => ({
  kind,
  id: title,
  title,
  detail: '',
  url: '/',
});

describe('groupHits', () => {
  it('groups by kind in the fixed order, keeping the best-first order within a kind', () => {
    const groups = groupHits([
      hit('team', 'Storm Crows'),
      hit('player', 'storm_kai'),
      hit('page', 'Stat Glossary'),
      hit('player', 'stormfox12'),
    ]);
    expect(groups.map((g) => g.kind)).toEqual(['player', 'team', 'page']);
    expect(groups[0]?.hits.map((h) => h.title)).toEqual(['storm_kai', 'stormfox12']);
  });

  it('has no group for no hits', () => {
    expect(groupHits([])).toEqual([]);
  });
});
