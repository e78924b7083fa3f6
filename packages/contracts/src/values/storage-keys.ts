/** Browser storage keys shared by the remotes (spec section 9). */
export const STORAGE_KEYS = {
  adminToken: 'adminToken',
  adminUser: 'adminUser',
  pendingTwoFactorUser: 'pendingTwoFactorUser',
  checkoutPlanDetails: 'checkoutPlanDetails',
  waitlistFormData: 'waitlistFormData',
} as const;

/** Window event the pricing section raises for the waitlist form. */
export const ACTIVATE_EARLY_BIRD_EVENT = 'activateEarlyBird';
