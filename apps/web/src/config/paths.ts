import { PAGES, paths as pageHrefs } from '@league/shared/pages';

/**
 * Every internal link of the site, typed, so a route rename is one edit: the link builders of the page
 * catalogue (packages/shared/src/pages.ts), by page id.
 */
export const paths = pageHrefs;

/**
 * The one helper that builds every team link (docs/product/teams.md#team-links): `/teams/{slug}`, plus
 * `?season=N` wherever the season is known so the page opens that season's team.
 */
export const teamPath = PAGES.team.href;
