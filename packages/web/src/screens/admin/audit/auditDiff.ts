/** One line of a before/after comparison. */
export interface DiffLine {
  /** The stored field's name (a code, shown as is); null for a value that is not an object, which the screen names in words. */
  field: string | null;
  before: string;
  after: string;
  changed: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A stored value as one line of text. */
export function showValue(value: unknown): string {
  if (value === undefined) {
    return '—';
  }
  if (value === null) {
    return 'null';
  }
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * The fields of an audited change side by side: created rows have only an
 * "after", deleted ones only a "before"; a value that is not an object shows
 * as one line with no field name (the screen calls it "value").
 */
export function diffLines(before: unknown, after: unknown): DiffLine[] {
  if (!isRecord(before) && !isRecord(after)) {
    if (before === null && after === null) {
      return [];
    }
    const b = before === null ? undefined : before;
    const a = after === null ? undefined : after;
    return [{ field: null, before: showValue(b), after: showValue(a), changed: showValue(b) !== showValue(a) }];
  }
  const from = isRecord(before) ? before : {};
  const to = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return fields.map((field) => {
    const b = isRecord(before) ? showValue(from[field]) : '—';
    const a = isRecord(after) ? showValue(to[field]) : '—';
    return { field, before: b, after: a, changed: b !== a };
  });
}
