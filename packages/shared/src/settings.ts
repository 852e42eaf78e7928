/**
 * League settings with their defaults (docs/product/settings.md#league-settings). The API overrides them from
 * the environment and hands the effective values to the web app; domain functions take what they need as
 * arguments.
 */
export interface LeagueSettings {
  siteName: string;
  publicUrl: string;
  currentSeason: number;
  /** Seasons the filters offer: 1..maxSeason. */
  maxSeason: number;
  timeZone: string;
  homeVideoId: string;
  links: { chat: string; game: string; video: string; social: string; email: string };
  credits: { name: string; role: string }[];
}

export const DEFAULT_SETTINGS: LeagueSettings = {
  siteName: 'Volley League',
  publicUrl: 'http://localhost:3000',
  currentSeason: 14,
  maxSeason: 14,
  timeZone: 'America/New_York',
  homeVideoId: 'dQw4w9WgXcQ',
  links: {
    chat: 'https://discord.gg/volleyleague',
    game: 'https://www.roblox.com/games/volleyball',
    video: 'https://www.youtube.com/@volleyleague',
    social: 'https://x.com/volleyleague',
    email: 'staff@volleyleague.gg',
  },
  credits: [
    { name: 'Marlowe', role: 'Project Lead' },
    { name: 'Kestrel', role: 'Systems & Deployment Engineer' },
    { name: 'Juniper', role: 'Fullstack Engineer' },
    { name: 'Sable', role: 'Graphic Designer' },
  ],
};
