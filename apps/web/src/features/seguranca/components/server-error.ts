import { isApiError } from '../../../lib/api-client';

/** The server's message for one field (shown under it), if the error names that field. */
export const fieldError = (error: unknown, field: string): string | undefined =>
  isApiError(error) ? error.fields?.[field] : undefined;

/** The server's message when it is not about one of `fields` (shown above the form). */
export function formError(error: unknown, fields: string[]): string | null {
  if (!error) return null;
  if (isApiError(error) && fields.some((f) => error.fields?.[f])) return null;
  return error instanceof Error ? error.message : String(error);
}
