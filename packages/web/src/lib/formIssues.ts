import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../api';

/**
 * Put the server's field issues of a 400 onto the form's fields. Returns true
 * when at least one issue landed on a field the form shows.
 */
export function applyFieldIssues<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!isApiError(error)) {
    return false;
  }
  let applied = false;
  for (const issue of error.issues) {
    const field = fields.find((name) => name === issue.path);
    if (field) {
      setError(field, { type: 'server', message: issue.message }, { shouldFocus: !applied });
      applied = true;
    }
  }
  return applied;
}
