import { z } from 'zod';

/** Every 4xx/5xx body the BFFs and core answer with. */
export const apiErrorSchema = z.object({
  message: z.string(),
  /** Per-field messages, first message first, for validation failures. */
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  requestId: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Field path -> messages, in the order zod reported them. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/** The first message per field, as the form shows under each field. */
export function firstFieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, messages] of Object.entries(fieldErrorsOf(error))) {
    if (messages[0]) out[key] = messages[0];
  }
  return out;
}
