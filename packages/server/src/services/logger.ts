/** A small logger: one line per event on stderr/stdout, quiet in tests. */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, error?: unknown): void;
}

export function createLogger(quiet: boolean): Logger {
  const stamp = () => new Date().toISOString();
  return {
    info: (message) => {
      if (!quiet) {
        console.info(`${stamp()} ${message}`);
      }
    },
    warn: (message) => console.warn(`${stamp()} WARN ${message}`),
    error: (message, error) => console.error(`${stamp()} ERROR ${message}`, error ?? ''),
  };
}
