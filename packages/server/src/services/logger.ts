import { pino, type DestinationStream, type Logger as PinoLogger } from 'pino';
import { createRequire } from 'node:module';
import type PinoPretty from 'pino-pretty';
import { currentRequestId } from './requestContext.js';

export type Logger = PinoLogger;

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface LoggerOptions {
  level: LogLevel;
  /** Human-readable lines (development) instead of one JSON object per line. */
  pretty: boolean;
}

/**
 * The server's logger: JSON lines on stdout (one object per event, for a log
 * collector), or readable lines in development. Every line written while a
 * request is served carries its id (`reqId`), so a failure, the command's own
 * lines and the audit row it wrote can be found together.
 *
 * @param destination where lines go (stdout unless a test captures them).
 */
export function createLogger(options: LoggerOptions, destination?: DestinationStream): Logger {
  const stream =
    destination ??
    // In the same thread (no transport worker): development only, where the cost of formatting does not matter.
    (options.pretty ? prettyLines()({ colorize: process.stdout.isTTY, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname,method,path,status,ms' }) : undefined);
  return pino(
    {
      level: options.level,
      // The host and process id are the collector's business; the time is ISO so both outputs read alike.
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      mixin: () => {
        const reqId = currentRequestId();
        return reqId ? { reqId } : {};
      },
    },
    stream ?? pino.destination({ sync: false }),
  );
}

/** pino-pretty, loaded only for readable lines: a production start does not pay for it (issue 21). */
function prettyLines(): typeof PinoPretty {
  return createRequire(import.meta.url)('pino-pretty') as typeof PinoPretty;
}
