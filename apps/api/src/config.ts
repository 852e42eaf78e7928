/**
 * Everything the server reads from the environment, in one place, with defaults for local use.
 */
import { fileURLToPath } from 'node:url';
import { DEFAULT_SETTINGS, type LeagueSettings } from '@league/shared/settings';

/** `./data` at the repository root, wherever the process was started from. */
const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../data', import.meta.url));

export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  jwtSecret: string | undefined;
  jwtExpiresIn: string;
  corsOrigins: string[];
  trustProxy: boolean;
  /** Requests per minute per client address on login and registration. */
  authRateLimit: number;
  webDist: string | undefined;
  logLevel: string;
  challongeApiUrl: string;
  challongeApiKey: string | undefined;
  challongeTimeoutMs: number;
  robloxUsersApi: string;
  robloxThumbnailsApi: string;
  league: LeagueSettings;
}

const int = (value: string | undefined, fallback: number) => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) ? n : fallback;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const currentSeason = int(env.CURRENT_SEASON, DEFAULT_SETTINGS.currentSeason);
  const port = int(env.PORT, 3000);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? DEFAULT_DATA_DIR,
    jwtSecret: env.JWT_SECRET || undefined,
    jwtExpiresIn: env.JWT_EXPIRES_IN ?? '7d',
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    authRateLimit: int(env.AUTH_RATE_LIMIT, 10),
    webDist: env.WEB_DIST || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    challongeApiUrl: env.CHALLONGE_API_URL ?? 'https://api.challonge.com/v1',
    challongeApiKey: env.CHALLONGE_API_KEY || undefined,
    challongeTimeoutMs: int(env.CHALLONGE_TIMEOUT_MS, 10_000),
    robloxUsersApi: env.ROBLOX_USERS_API ?? 'https://users.roblox.com',
    robloxThumbnailsApi: env.ROBLOX_THUMBNAILS_API ?? 'https://thumbnails.roblox.com',
    league: {
      ...DEFAULT_SETTINGS,
      siteName: env.SITE_NAME ?? DEFAULT_SETTINGS.siteName,
      publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
      currentSeason,
      maxSeason: int(env.MAX_SEASON, Math.max(currentSeason, DEFAULT_SETTINGS.maxSeason)),
      timeZone: env.LEAGUE_TIME_ZONE ?? DEFAULT_SETTINGS.timeZone,
      homeVideoId: env.HOME_VIDEO_ID ?? DEFAULT_SETTINGS.homeVideoId,
    },
  };
}
