/**
 * The one logger of a server process: start-up and shutdown messages and Fastify's request logs go
 * through it, as JSON lines in production (for log collectors) and as readable lines in development.
 */
import pino, { type Logger } from 'pino';
import pretty from 'pino-pretty';

export interface LoggerOptions {
  level: string;
  pretty: boolean;
}

export function createLogger({ level, pretty: readable }: LoggerOptions): Logger {
  if (!readable) return pino({ level });
  // Synchronous, so a fatal line written just before exiting is never lost.
  return pino(
    { level },
    pretty({
      sync: true,
      colorize: Boolean(process.stdout.isTTY),
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname',
      singleLine: true,
    }),
  );
}
