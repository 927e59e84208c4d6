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

export function isForeignKeyViolation(error: unknown): boolean {
  const e = (error ?? {}) as DriverError;
  const native = e.nativeError ?? e;
  return native.code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || native.code === '23503';
}
