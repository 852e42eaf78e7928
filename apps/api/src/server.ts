/**
 * Starts the whole site: reads the settings, then starts the site with them (src/start.ts).
 *
 * The settings are read before the rest of the site's code is loaded, so a wrong one is refused at once
 * rather than after seconds of loading. Every way the start can fail that an operator can fix (a wrong
 * setting, a taken port, a data folder in use, an unreachable PostgreSQL) ends with one log line saying what
 * to fix and exit code 1, not a stack.
 */
import { ConfigError } from './config/config-error.ts';
import { loadConfig } from './config.ts';
import { createLogger } from './lib/logger.ts';

// Until the settings are read, log as they most likely ask (a wrong setting is logged with this one).
const bootFormat = process.env.LOG_FORMAT ?? (process.env.NODE_ENV === 'production' ? 'json' : 'pretty');
let log = createLogger({ level: 'info', pretty: bootFormat !== 'json' });
/** The errors logged as their message alone: what to fix, not a stack. */
let operatorErrors: ReadonlyArray<abstract new (...args: never[]) => Error> = [ConfigError];
try {
  const config = loadConfig();
  log = createLogger({ level: config.logLevel, pretty: config.prettyLogs });
  // Loaded once the settings are good: the site's code is most of a start's first seconds.
  const site = await import('./start.ts');
  operatorErrors = site.OPERATOR_ERRORS;
  await site.start(config, log);
} catch (err) {
  if (err instanceof ConfigError) for (const line of err.lines) log.fatal(line);
  else if (operatorErrors.some((kind) => err instanceof kind)) log.fatal((err as Error).message);
  else log.fatal({ err }, 'The site could not start');
  process.exit(1);
}
