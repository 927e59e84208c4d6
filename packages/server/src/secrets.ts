import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Secrets generated on first run and kept in the data folder, readable by the owner only. */
export interface Secrets {
  /** Keys that sign the session cookie; the first signs, all verify, so a key can be rotated in. */
  sessionKeys: string[];
}

const FILE = 'secrets.json';

export function loadOrCreateSecrets(dataDir: string): Secrets {
  const file = path.join(dataDir, FILE);
  if (fs.existsSync(file)) {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Secrets>;
    if (Array.isArray(stored.sessionKeys) && stored.sessionKeys.length > 0 && stored.sessionKeys.every((k) => typeof k === 'string' && k.length >= 32)) {
      return { sessionKeys: stored.sessionKeys };
    }
    throw new Error(`${file} is damaged: it must hold at least one session key of 32 characters or more`);
  }
  const secrets: Secrets = { sessionKeys: [randomBytes(32).toString('base64url')] };
  fs.writeFileSync(file, JSON.stringify(secrets, null, 2) + '\n', { mode: 0o600, flag: 'wx' });
  return secrets;
}
