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
    (options.pretty ? prettyLines() : undefined);
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

/**
 * Readable lines through pino-pretty, loaded only when asked for: a production start does not pay for it (issue 21),
 * and a production install does not have it (a development dependency, issue 41): there the lines stay JSON, said once.
 */
function prettyLines(): DestinationStream | undefined {
  let pretty: typeof PinoPretty;
  try {
    pretty = createRequire(import.meta.url)('pino-pretty') as typeof PinoPretty;
  } catch {
    process.stderr.write('LOG_FORMAT=pretty needs pino-pretty, a development dependency this install does not have: logging JSON lines.\n');
    return undefined;
  }
  return pretty({ colorize: process.stdout.isTTY, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname,method,path,status,ms' });
}
