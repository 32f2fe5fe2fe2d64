import type { z } from 'zod';
import { validation } from './app-error';

/** Turns zod issues into `{ "path.to.field": "message" }`, first message per field. */
export function fieldsFromIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Parses with a contract schema, throwing a 400 with the spec's messages on bad input. */
export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw validation(fieldsFromIssues(result.error.issues));
  return result.data;
}
