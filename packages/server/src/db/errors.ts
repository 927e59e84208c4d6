/**
 * Database error recognition for both engines. Objection's wrapper does not
 * know better-sqlite3, so we read the drivers' own codes.
 */
interface DriverError {
  code?: string;
  constraint?: string;
  message?: string;
  nativeError?: DriverError;
}

/** Whether the error is a unique-constraint violation; `target` narrows it to an index or column name. */
export function isUniqueViolation(error: unknown, target?: string): boolean {
  const e = (error ?? {}) as DriverError;
  const native = e.nativeError ?? e;
  const isUnique = native.code === 'SQLITE_CONSTRAINT_UNIQUE' || native.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || native.code === '23505';
  if (!isUnique) {
    return false;
  }
  if (!target) {
    return true;
  }
  return [native.constraint, native.message, e.message].some((text) => typeof text === 'string' && text.includes(target));
}

/**
 * Whether the error is a foreign-key violation: a row pointing nowhere, or a
 * delete the key's ON DELETE RESTRICT refuses (SQLite reports that one as a
 * trigger's constraint, told apart from other triggers by its message).
 */
export function isForeignKeyViolation(error: unknown): boolean {
  const e = (error ?? {}) as DriverError;
  const native = e.nativeError ?? e;
  const restricted = native.code === 'SQLITE_CONSTRAINT_TRIGGER' && [native.message, e.message].some((text) => text?.includes('FOREIGN KEY constraint failed'));
  return native.code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || restricted || native.code === '23503';
}

/**
 * What went wrong, in one line fit for a log or the back office: a failed
 * query's driver message without the query and values knex writes before it
 * (`<sql> - <message>`: the values may be anyone's data), any other error's
 * first line.
 */
export function failureMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const e = (error ?? {}) as DriverError;
  const fromDriver = e.nativeError !== undefined || e.code !== undefined;
  const message = fromDriver && text.includes(' - ') ? text.slice(text.lastIndexOf(' - ') + 3) : text;
  return message.split('\n')[0]!.slice(0, 480);
}
