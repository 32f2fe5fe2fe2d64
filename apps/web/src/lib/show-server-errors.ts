import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-client';

/** Puts the server's per-field messages on the form's fields; answers the message no field took. */
export function showServerErrors<T extends FieldValues>(
  error: Error,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string | null {
  const serverFields = isApiError(error) ? (error.fields ?? {}) : {};
  let shown = false;
  for (const [name, message] of Object.entries(serverFields)) {
    if ((fields as readonly string[]).includes(name)) {
      setError(name as Path<T>, { message }, { shouldFocus: !shown });
      shown = true;
    }
  }
  return shown ? null : error.message;
}
