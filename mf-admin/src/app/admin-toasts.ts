import type { ToastOptions } from '@fresh-pouf/ui';

/** Toasts of docs/product/staff-area.md#staff-messages used by more than one screen. */
export const AUTH_REQUIRED_TOAST: ToastOptions = {
  title: 'Authentication required',
  description: 'Please log in to access the admin dashboard.',
  variant: 'destructive',
};

export const LOGGED_OUT_TOAST: ToastOptions = {
  title: 'Logged out',
  description: 'You have been successfully logged out.',
};

export const failureToast = (title: string, description: string): ToastOptions => ({
  title,
  description,
  variant: 'destructive',
});
