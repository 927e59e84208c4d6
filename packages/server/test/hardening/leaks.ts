import { SIGNAL_DETAIL_FIELDS } from '@signals/protocol';

/**
 * Where a premium signal's detail shows in a JSON value: a signal-shaped
 * object marked premium that is not locked or carries a detail field, or a
 * value that exists only in premium rows anywhere in the text.
 *
 * @returns one line per leak found (empty when there is none).
 */
export function premiumLeaks(value: unknown, markers: readonly string[]): string[] {
  const found: string[] = [];
  walk(value, (node) => {
    if ('signalType' in node && node.isPremium === true) {
      const shown = SIGNAL_DETAIL_FIELDS.filter((field) => field in node);
      if (node.locked !== true || shown.length > 0) {
        found.push(`premium signal ${String(node.id)} in full (${shown.join(', ') || 'not locked'})`);
      }
    }
  });
  const text = JSON.stringify(value) ?? '';
  for (const marker of markers) {
    if (text.includes(marker)) {
      found.push(`premium value ${marker}`);
    }
  }
  return found;
}

/** The markers of another member's rows found in a JSON value. */
export function markersIn(value: unknown, markers: readonly string[]): string[] {
  const text = JSON.stringify(value) ?? '';
  return markers.filter((marker) => text.includes(marker));
}

function walk(value: unknown, visit: (node: Record<string, unknown>) => void): void {
  if (Array.isArray(value)) {
    value.forEach((item) => walk(item, visit));
  } else if (value !== null && typeof value === 'object') {
    visit(value as Record<string, unknown>);
    Object.values(value).forEach((item) => walk(item, visit));
  }
}
