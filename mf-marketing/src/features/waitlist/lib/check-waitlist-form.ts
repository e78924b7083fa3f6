import type { WaitlistSubmission } from '@fresh-pouf/contracts';
import {
  firstFieldErrors,
  toWaitlistSubmission,
  waitlistSignupSchema,
  type WaitlistFormState,
} from '@fresh-pouf/contracts';

export type { WaitlistSubmission };

/** Field name -> the first message for it, as shown under the field. */
export type FieldErrors = Readonly<Record<string, string>>;

export type WaitlistCheck = { success: true; submission: WaitlistSubmission } | { success: false; errors: FieldErrors };

/** Builds the submission (joinDate is today) and checks it with the schema POST /api/waitlist enforces. */
export function checkWaitlistForm(values: WaitlistFormState, today: Date): WaitlistCheck {
  const submission = toWaitlistSubmission(values, today);
  const result = waitlistSignupSchema.safeParse(submission);
  return result.success ? { success: true, submission } : { success: false, errors: firstFieldErrors(result.error) };
}
