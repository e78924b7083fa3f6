/**
 * The fields a page's own form (PageForm) carries besides its controls, posted as HTML to the
 * page itself before or without its script: the pages e-mailed links open (confirm, "This
 * wasn't me", unsubscribe) and /manage-subscription.
 */
export const PAGE_FORM_FIELDS = {
  /** The e-mailed link's token, sent again in the body: the server action reads it from there. */
  token: 'token',
  /** Which of the page's forms was sent, where it has more than one. */
  intent: 'intent',
} as const;
