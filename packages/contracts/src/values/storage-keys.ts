/** Browser storage keys shared by the remotes (docs/product/overview.md#storage-keys). */
export const STORAGE_KEYS = {
  adminToken: 'adminToken',
  adminUser: 'adminUser',
  pendingTwoFactorUser: 'pendingTwoFactorUser',
  checkoutPlanDetails: 'checkoutPlanDetails',
  waitlistFormData: 'waitlistFormData',
  /** The Early Bird form's bot signals, handed to checkout with the plan: its sign-up is checked as the waitlist's is. */
  signupSignals: 'signupSignals',
} as const;

/** Window event the pricing section raises for the waitlist form. */
export const ACTIVATE_EARLY_BIRD_EVENT = 'activateEarlyBird';
