/**
 * One JSON text per value, so that a signal hashes the same wherever and whenever it is serialised: the log's leaves
 * are these bytes (as UTF-8), and anyone re-deriving a leaf from the published fields must get the same hash.
 *
 * The rules are those of the JSON Canonicalization Scheme (RFC 8785) for the values accepted here: object keys sorted
 * by UTF-16 code units (what Array.prototype.sort does with strings), no whitespace, numbers and strings written as
 * JSON.stringify writes them, arrays in their order. Properties whose value is undefined are left out, as
 * JSON.stringify does; anything JSON cannot carry exactly is refused with a TypeError rather than silently changed
 * (JSON.stringify would write NaN as null, drop a function, or write a Map as {}).
 */
export function canonicalJson(value: unknown): string {
  return write(value, '$', new Set());
}

function write(value: unknown, path: string, open: Set<object>): string {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return JSON.stringify(value);
    case 'number':
      return writeNumber(value, path);
    case 'object':
      return value === null ? 'null' : writeObject(value, path, open);
    default:
      // undefined (outside an object's property), bigint, symbol, function.
      throw new TypeError(`canonical JSON cannot hold ${typeof value} at ${path}`);
  }
}

function writeNumber(value: number, path: string): string {
  if (!Number.isFinite(value)) {
    throw new TypeError(`canonical JSON cannot hold the number ${value} at ${path}`);
  }
  return JSON.stringify(value);
}

function writeObject(value: object, path: string, open: Set<object>): string {
  if (open.has(value)) {
    throw new TypeError(`canonical JSON cannot hold a cycle at ${path}`);
  }
  open.add(value);
  try {
    if (Array.isArray(value)) {
      return writeArray(value, path, open);
    }
    if (hasToJson(value)) {
      // A Date and the like: JSON.stringify writes what toJSON gives, so the canonical form does too.
      return write(value.toJSON(), path, open);
    }
    if (!isPlainObject(value)) {
      throw new TypeError(`canonical JSON holds only plain objects, not ${Object.prototype.toString.call(value)} at ${path}`);
    }
    return writeProperties(value, path, open);
  } finally {
    open.delete(value);
  }
}

function writeArray(items: readonly unknown[], path: string, open: Set<object>): string {
  // An undefined item is refused rather than written as null (as JSON.stringify would): it would not read back.
  return `[${items.map((item, i) => write(item, `${path}[${i}]`, open)).join(',')}]`;
}

function writeProperties(value: object, path: string, open: Set<object>): string {
  const entries = Object.entries(value).filter(([, field]) => field !== undefined);
  // The default sort compares UTF-16 code units, which is the order RFC 8785 asks for (not code points).
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const fields = entries.map(([key, field]) => `${JSON.stringify(key)}:${write(field, `${path}.${key}`, open)}`);
  return `{${fields.join(',')}}`;
}

function hasToJson(value: object): value is { toJSON: () => unknown } {
  return typeof (value as { toJSON?: unknown }).toJSON === 'function';
}

function isPlainObject(value: object): boolean {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
