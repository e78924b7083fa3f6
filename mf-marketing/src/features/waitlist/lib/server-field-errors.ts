import { ApiRequestError } from '@fresh-pouf/api-client';
import { apiErrorSchema } from '@fresh-pouf/contracts';
import type { FieldErrors } from './check-waitlist-form';

/**
 * A 400 from the server may carry per-field messages (same schema, same wording as ours);
 * show them under the fields too, not only in the toast.
 */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiRequestError)) return {};
  let body: unknown;
  try {
    body = JSON.parse(error.body);
  } catch {
    return {};
  }
  const parsed = apiErrorSchema.safeParse(body);
  if (!parsed.success || !parsed.data.fieldErrors) return {};
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(parsed.data.fieldErrors)) {
    if (messages[0]) errors[field] = messages[0];
  }
  return errors;
}
