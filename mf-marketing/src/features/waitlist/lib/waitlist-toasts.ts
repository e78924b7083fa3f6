import { ApiRequestError } from '@fresh-pouf/api-client';
import { WAITLIST_MESSAGES } from '@fresh-pouf/contracts';
import type { ToastOptions } from '@fresh-pouf/ui';

/** docs/product/landing-and-waitlist.md#waitlist-messages, word for word. */
export const WAITLIST_TOASTS = {
  success: {
    title: 'Success!',
    description: `${WAITLIST_MESSAGES.created} We've sent a confirmation email (check your spam folder if you don't see it). We'll contact you when we launch.`,
  },
  errorTitle: 'Error!',
  failed: 'Failed to join waitlist. Please try again.',
  unexpected: 'Something went wrong. Please try again.',
} as const;

export function successToast(): ToastOptions {
  return { ...WAITLIST_TOASTS.success };
}

/** The server's own message when it sent one; otherwise the spec's fallbacks. */
export function errorToast(error: unknown): ToastOptions {
  const description =
    error instanceof ApiRequestError ? (error.serverMessage ?? WAITLIST_TOASTS.failed) : WAITLIST_TOASTS.unexpected;
  return { title: WAITLIST_TOASTS.errorTitle, description, variant: 'destructive' };
}
