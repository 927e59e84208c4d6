/**
 * Resolves as `promise` does, and fails naming `what` if it has not settled within `timeoutMs`. A deadline, not a
 * wait: a promise that settles at once is not held back, and a test never passes by letting time go by (issue 39).
 */
export function within<T>(promise: Promise<T>, what: string, timeoutMs = 10_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Timed out waiting for ${what}`)), timeoutMs);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}
