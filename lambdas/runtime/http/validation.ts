import type { z } from 'zod';
import { ValidationError } from '../../domain/errors';

/** Parses input with a contract schema; a failure becomes a 400 with messages per field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, what: string): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.join('.') : what;
    (fields[key] ??= []).push(issue.message);
  }
  const first = result.error.issues[0];
  const summary = first ? (first.path.length ? `${first.path.join('.')}: ${first.message}` : first.message) : 'Invalid input';
  throw new ValidationError(`Please check the ${what}: ${summary}`, fields);
}
