import { fieldErrorsOf } from '@fresh-pouf/contracts';
import type { z } from 'zod';
import { AppError } from './app-error';

/** Parses outside input with a shared contract; a failure is a 400 naming each field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fieldErrors = fieldErrorsOf(result.error);
  const first = result.error.issues[0]?.message ?? 'Invalid request';
  throw AppError.badRequest(first, fieldErrors);
}
