import { DEFAULT_SETTINGS, type LeagueSettings } from '@league/shared/settings';

/**
 * The league settings the web app renders with. The API has no settings endpoint yet, so the shared
 * defaults are baked in at build time; swap this for a fetched copy once one exists.
 */
export const SETTINGS: LeagueSettings = DEFAULT_SETTINGS;
