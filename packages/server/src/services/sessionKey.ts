import { createHash } from 'node:crypto';

/**
 * What a session is filed under wherever it is kept or named (the sessions table, the session cache, a socket's
 * session room): the hash of the cookie's key, so a database or a log read by someone else holds no usable key.
 */
export function hashSessionKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}
