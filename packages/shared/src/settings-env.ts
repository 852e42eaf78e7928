/**
 * The environment variables that set the league's settings (see settings.ts for the defaults), parsed at
 * the server's start. Kept apart from settings.ts so the web app, which only reads the effective
 * settings, does not load the parser.
 */
import { z } from 'zod';
import { DEFAULT_SETTINGS, type LeagueSettings } from './settings.ts';

/** True when `zone` is an IANA time zone this runtime knows (what the schedule pages format with). */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const HTTP_URL = 'an http(s) address such as https://example.com/path';
const WHOLE = /^[1-9][0-9]{0,9}$/;

/** A whole number of at least 1 written as plain digits. */
const envWholeNumber = (expected = 'a whole number of at least 1') =>
  z.string().regex(WHOLE, expected).transform(Number);
const envUrl = () =>
  z.url({ protocol: /^https?$/, error: HTTP_URL }).transform((url) => url.replace(/\/$/, ''));

/** `Name:Role; Name:Role`, what the credits page lists. */
const creditsText = z.string().transform((text, ctx) => {
  const people = text
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const colon = part.indexOf(':');
      if (colon < 0) return { name: '', role: '' };
      return { name: part.slice(0, colon).trim(), role: part.slice(colon + 1).trim() };
    });
  if (people.length === 0 || people.some((p) => !p.name || !p.role)) {
    ctx.addIssue({ code: 'custom', message: 'a list like "Ann:Project Lead; Bo:Designer"' });
    return z.NEVER;
  }
  return people;
});

/**
 * The environment variables that set the league's settings, each with what a wrong value should say it
 * expected. Unset (or empty) means the default above. apps/api/src/config.ts adds the server's own
 * variables and turns the result into LeagueSettings.
 */
export const LeagueSettingsEnvSchema = z.object({
  SITE_NAME: z.string().trim().min(1).max(100, 'a name of at most 100 characters').optional(),
  PUBLIC_URL: envUrl().optional(),
  CURRENT_SEASON: envWholeNumber('a season number (a whole number of at least 1)').optional(),
  MAX_SEASON: envWholeNumber('a season number (a whole number of at least 1)').optional(),
  LEAGUE_TIME_ZONE: z
    .string()
    .refine(isKnownTimeZone, 'an IANA time zone such as America/New_York or Europe/Berlin')
    .optional(),
  HOME_VIDEO_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{6,20}$/, 'a YouTube video id such as dQw4w9WgXcQ')
    .optional(),
  LEAGUE_CHAT_URL: envUrl().optional(),
  LEAGUE_GAME_URL: envUrl().optional(),
  LEAGUE_VIDEO_URL: envUrl().optional(),
  LEAGUE_SOCIAL_URL: envUrl().optional(),
  LEAGUE_CONTACT_EMAIL: z.email('an e-mail address such as staff@example.com').optional(),
  LEAGUE_CREDITS: creditsText.optional(),
});
export type LeagueSettingsEnv = z.infer<typeof LeagueSettingsEnvSchema>;

/** The effective settings: each variable that is set replaces its default. */
export function leagueSettingsFrom(env: LeagueSettingsEnv, fallbackPublicUrl: string): LeagueSettings {
  const d = DEFAULT_SETTINGS;
  const currentSeason = env.CURRENT_SEASON ?? d.currentSeason;
  return {
    siteName: env.SITE_NAME ?? d.siteName,
    publicUrl: env.PUBLIC_URL ?? fallbackPublicUrl,
    currentSeason,
    maxSeason: env.MAX_SEASON ?? Math.max(currentSeason, d.maxSeason),
    timeZone: env.LEAGUE_TIME_ZONE ?? d.timeZone,
    homeVideoId: env.HOME_VIDEO_ID ?? d.homeVideoId,
    links: {
      chat: env.LEAGUE_CHAT_URL ?? d.links.chat,
      game: env.LEAGUE_GAME_URL ?? d.links.game,
      video: env.LEAGUE_VIDEO_URL ?? d.links.video,
      social: env.LEAGUE_SOCIAL_URL ?? d.links.social,
      email: env.LEAGUE_CONTACT_EMAIL ?? d.links.email,
    },
    credits: env.LEAGUE_CREDITS ?? d.credits,
  };
}
