/** Ids of the form's controls, in the order they appear (first invalid one gets focus). */
export const WAITLIST_FIELD_IDS = {
  fullName: 'waitlist-full-name',
  email: 'waitlist-email',
  plan: 'waitlist-plan',
  numberOfPoufs: 'waitlist-number-of-poufs',
  frequency: 'waitlist-frequency',
} as const;
