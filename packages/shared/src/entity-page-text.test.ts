import { describe, expect, it } from 'vitest';
import {
  clip,
  describeArticlePage,
  describeAwardPage,
  describeGamePage,
  describeSeasonPage,
  describeTeamPage,
  ENTITY_PAGE_TEXT,
  gameTitle,
} from './entity-page-text.ts';
import { isEntityPage } from './page-match.ts';
import { PAGE_IDS } from './pages.ts';

const SITE = 'Test League';

describe('the text of entity pages', () => {
  it('covers every entity page of the catalogue', () => {
    expect(Object.keys(ENTITY_PAGE_TEXT).sort()).toEqual(PAGE_IDS.filter(isEntityPage).sort());
  });

  it('describes a player by name and position', () => {
    expect(ENTITY_PAGE_TEXT.player({ name: 'nightowl_77', position: 'Spiker' }, SITE)).toEqual({
      title: 'nightowl_77',
      description:
        'nightowl_77 (Spiker): teams, career and season stats, games and awards in the Test League.',
    });
  });

  it("names a team's season in its title", () => {
    const team = { name: 'Storm Crows', placement: '1st Place', season: { seasonNumber: 7 } };
    expect(describeTeamPage(team, SITE)).toEqual({
      title: 'Storm Crows (Season 7)',
      description: 'Storm Crows in season 7 of the Test League: 1st Place, roster, games and team totals.',
    });
  });

  it('titles a game by its name, else by its two sides', () => {
    const game = {
      name: null,
      teams: [{ name: 'Aces' }, { name: 'Blockers' }],
      team1Score: 3,
      team2Score: 1,
      stage: 'Finals',
      season: { seasonNumber: 4 },
    };
    expect(describeGamePage(game, SITE)).toEqual({
      title: 'Aces vs. Blockers',
      description: "Aces vs. Blockers: 3–1, Finals of season 4, with every player's statistics.",
    });
    expect(describeGamePage({ ...game, stage: null, name: 'Grand Final' }, SITE).description).toBe(
      "Grand Final: 3–1, league game of season 4, with every player's statistics.",
    );
    expect(gameTitle({ name: '  ', teams: [{ name: 'Aces' }] })).toBe('Untitled game');
  });

  it('describes a season by number and theme', () => {
    expect(describeSeasonPage({ seasonNumber: 7, theme: 'Sunset Cup' }, SITE)).toEqual({
      title: 'Season 7: Sunset Cup',
      description: 'Season 7 (Sunset Cup) of the Test League: teams and placements, games and awards.',
    });
  });

  it('describes an award by its own words, else by what it is', () => {
    const award = { type: 'MVP', description: 'The most valuable player.', season: { seasonNumber: 7 } };
    expect(describeAwardPage(award, SITE)).toEqual({
      title: 'MVP, Season 7',
      description: 'The most valuable player.',
    });
    expect(describeAwardPage({ ...award, description: ' ' }, SITE).description).toBe(
      'MVP, Season 7 of the Test League.',
    );
  });

  it("cuts an article's summary at 200 characters", () => {
    const summary = 'word '.repeat(60);
    const { description } = describeArticlePage({ title: 'Recap', summary }, SITE);
    expect(description).toHaveLength(200);
    expect(description.endsWith('word…')).toBe(true);
    expect(clip('a'.repeat(200))).toHaveLength(200);
    expect(clip('a'.repeat(201))).toBe(`${'a'.repeat(199)}…`);
  });
});
