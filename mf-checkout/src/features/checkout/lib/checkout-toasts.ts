import { CHECKOUT_MESSAGES } from '@fresh-pouf/contracts';
import type { ToastOptions } from '@fresh-pouf/ui';

/** docs/product/checkout-and-payments.md#checkout-messages, word for word. */
export const setupFailedToast = (): ToastOptions => ({
  title: CHECKOUT_MESSAGES.setupToastTitle,
  description: CHECKOUT_MESSAGES.setupToast,
  variant: 'destructive',
});

export const paymentFailedToast = (providerMessage: string | undefined): ToastOptions => ({
  title: CHECKOUT_MESSAGES.paymentFailedTitle,
  description: providerMessage || CHECKOUT_MESSAGES.unknownError,
  variant: 'destructive',
});

export const paymentErrorToast = (): ToastOptions => ({
  title: CHECKOUT_MESSAGES.paymentErrorTitle,
  description: CHECKOUT_MESSAGES.paymentError,
  variant: 'destructive',
});

export const paymentSuccessToast = (): ToastOptions => ({
  title: CHECKOUT_MESSAGES.paymentSuccessTitle,
  description: CHECKOUT_MESSAGES.paymentSuccess,
});
