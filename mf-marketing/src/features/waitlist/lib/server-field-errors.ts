import { ApiRequestError } from '@fresh-pouf/api-client';
import type { FieldErrors } from './check-waitlist-form';

/**
 * A 400 from the server may carry per-field messages (same schema, same wording as ours);
 * show them under the fields too, not only in the toast.
 */
export function serverFieldErrors(error: unknown): FieldErrors {
  return error instanceof ApiRequestError ? error.fieldErrors : {};
}
