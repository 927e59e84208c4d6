/** The escape character of every LIKE pattern built from user input. */
export const LIKE_ESCAPE = '\\';

/**
 * Makes user text match literally inside a LIKE pattern: `%`, `_` and the
 * escape character itself lose their special meaning (used with `escape ?`).
 *
 * @param text what the user typed.
 */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (char) => LIKE_ESCAPE + char);
}

/**
 * A lower-case pattern matching any text that contains `text`, for
 * `lower(column) like ? escape ?`.
 *
 * @param text what the user typed.
 */
export function containsPattern(text: string): string {
  return `%${likeEscape(text.toLowerCase())}%`;
}
