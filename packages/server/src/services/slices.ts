/** `items` in runs of at most `size`: one statement per run keeps a statement's parameters within the database's limit. */
export function slices<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) {
    out.push(items.slice(i, i + size));
  }
  return out;
}
