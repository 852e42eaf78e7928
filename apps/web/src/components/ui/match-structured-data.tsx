import { type MatchEventFacts, matchSportsEvent } from '@league/shared/domain/match-event';
import { jsonInHtml } from '@league/shared/json-in-html';
import { paths } from '../../config/paths.ts';
import { SETTINGS } from '../../config/settings.ts';

/**
 * A match card's schema.org `SportsEvent` as JSON-LD (docs/product/schedule-and-matches.md#structured-data):
 * data for search engines, drawn by the server with the card, never run.
 */
export function MatchStructuredData({ match }: { match: MatchEventFacts }) {
  const event = matchSportsEvent(match, {
    siteName: SETTINGS.siteName,
    publicUrl: SETTINGS.publicUrl.replace(/\/$/, ''),
    gameUrl: SETTINGS.links.game,
    teamPath: (name, season) => paths.team(name, season),
    eventPath: paths.schedules(),
  });
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON escaped for HTML (jsonInHtml), a data block
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonInHtml(event) }} />;
}
