import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../api';

/**
 * Put the server's field issues of a 400 onto the form's fields. Returns true
 * when at least one issue landed on a field the form shows. `prefix` is where
 * the form's values sit in the request body (`values.` when the form's input
 * is one field of it): an issue at `values.pair` lands on `pair`.
 */
export function applyFieldIssues<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  prefix = '',
): boolean {
  if (!isApiError(error)) {
    return false;
  }
  let applied = false;
  for (const issue of error.issues) {
    const field = fields.find((name) => `${prefix}${name}` === issue.path);
    if (field) {
      setError(field, { type: 'server', message: issue.message }, { shouldFocus: !applied });
      applied = true;
    }
  }
  return applied;
}

/** A schema's refusal checked in the browser, its issues as the server words them: each at its field's dotted path. */
export function issuesOf(issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>): { path: string; message: string }[] {
  return issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}
