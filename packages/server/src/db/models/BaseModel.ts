import { Model, type Pojo } from 'objection';

/**
 * The base of every model (the Knex instance maps camelCase to snake_case):
 * one place that evens out what SQLite and PostgreSQL return (0/1 or booleans,
 * epoch milliseconds or Date objects, decimal strings or numbers).
 */
export class BaseModel extends Model {
  /** Columns read back as booleans. */
  static booleanColumns: readonly string[] = [];
  /** Columns read back as Date objects. */
  static timestampColumns: readonly string[] = [];
  /** Columns read back as numbers (PostgreSQL returns decimals as strings). */
  static numberColumns: readonly string[] = [];
  /** Text columns holding JSON. */
  static jsonColumns: readonly string[] = [];

  override $parseDatabaseJson(json: Pojo): Pojo {
    const parsed = super.$parseDatabaseJson(json);
    const model = this.constructor as typeof BaseModel;
    for (const column of model.booleanColumns) {
      if (parsed[column] !== undefined && parsed[column] !== null) {
        parsed[column] = Boolean(parsed[column]);
      }
    }
    for (const column of model.timestampColumns) {
      if (parsed[column] !== undefined && parsed[column] !== null) {
        parsed[column] = toDate(parsed[column]);
      }
    }
    for (const column of model.numberColumns) {
      if (parsed[column] !== undefined && parsed[column] !== null) {
        parsed[column] = Number(parsed[column]);
      }
    }
    for (const column of model.jsonColumns) {
      if (typeof parsed[column] === 'string') {
        parsed[column] = JSON.parse(parsed[column]) as unknown;
      }
    }
    return parsed;
  }

  override $formatDatabaseJson(json: Pojo): Pojo {
    const model = this.constructor as typeof BaseModel;
    const formatted = { ...json };
    for (const column of model.jsonColumns) {
      if (formatted[column] !== undefined && formatted[column] !== null && typeof formatted[column] !== 'string') {
        formatted[column] = JSON.stringify(formatted[column]);
      }
    }
    return super.$formatDatabaseJson(formatted);
  }
}

/** SQLite hands back epoch milliseconds, PostgreSQL a Date; ISO text is accepted too. */
export function toDate(value: unknown): Date {
  if (value instanceof Date) {
    return value;
  }
  if (typeof value === 'number') {
    return new Date(value);
  }
  if (typeof value === 'string' && /^\d+$/.test(value)) {
    return new Date(Number(value));
  }
  return new Date(String(value));
}

/** Stamps createdAt and updatedAt from the application clock, the same on both databases. */
export class TimestampedModel extends BaseModel {
  createdAt!: Date;
  updatedAt!: Date;

  override $beforeInsert(): void {
    const now = new Date();
    this.createdAt ??= now;
    this.updatedAt ??= now;
  }

  override $beforeUpdate(): void {
    this.updatedAt = new Date();
  }
}
