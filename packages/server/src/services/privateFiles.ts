import fs from 'node:fs';
import path from 'node:path';

/**
 * The data folder holds the database, the session and data keys and the lock:
 * nobody but the account the server runs as has any business reading them. A
 * `mode` given to mkdir or open is masked by the process's umask (only bits
 * can be removed, and 0700/0600 is what we want), but a pre-existing folder
 * or file keeps whatever mode it had: so we chmod explicitly as well.
 *
 * Windows has no POSIX modes (chmod only toggles read-only there): the checks
 * are skipped and the folder's ACLs are the operator's.
 */
const POSIX = process.platform !== 'win32';
export const PRIVATE_FOLDER_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Creates `dir` (and its parents) when missing and makes it owner-only. A
 * folder that already existed with looser rights is tightened when this
 * process owns it; the previous mode is returned so the caller can say so
 * once. A folder owned by someone else is left as it is (we may not chmod
 * it) and reported the same way, with `tightened: false`.
 */
export function privateFolder(dir: string): { looseMode: number; tightened: boolean } | null {
  const existed = fs.existsSync(dir);
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  if (!POSIX) {
    return null;
  }
  const mode = fs.statSync(dir).mode & 0o777;
  if (mode === PRIVATE_FOLDER_MODE) {
    return null;
  }
  try {
    fs.chmodSync(dir, PRIVATE_FOLDER_MODE);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EPERM') {
      return { looseMode: mode, tightened: false };
    }
    throw error;
  }
  // A folder we just made had only the umask to blame: nothing worth a log line.
  return existed ? { looseMode: mode, tightened: true } : null;
}

/**
 * Makes `file` owner-only (read and write), creating it empty first when
 * `create` is set, so that a program opening it afterwards (SQLite) never
 * finds it readable by others, not even for a moment.
 */
export function privateFile(file: string, { create = false } = {}): void {
  if (create) {
    fs.closeSync(fs.openSync(file, 'a', PRIVATE_FILE_MODE));
  }
  if (POSIX && fs.existsSync(file) && (fs.statSync(file).mode & 0o777) !== PRIVATE_FILE_MODE) {
    fs.chmodSync(file, PRIVATE_FILE_MODE);
  }
}

/**
 * Replaces `file` with `content` so that a crash leaves either the old file
 * or the new one, never half of each: written owner-only beside it, synced,
 * renamed over it, and the folder synced so the rename itself is durable.
 */
export function writePrivateFileAtomically(file: string, content: string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  const handle = fs.openSync(temporary, 'w', PRIVATE_FILE_MODE);
  try {
    fs.writeFileSync(handle, content);
    fs.fsyncSync(handle);
  } finally {
    fs.closeSync(handle);
  }
  privateFile(temporary);
  fs.renameSync(temporary, file);
  if (POSIX) {
    const folder = fs.openSync(path.dirname(file), 'r');
    try {
      fs.fsyncSync(folder);
    } finally {
      fs.closeSync(folder);
    }
  }
}
