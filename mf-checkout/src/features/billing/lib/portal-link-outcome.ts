/**
 * What "Send me a link" did when it was posted as HTML (api/portal-link-form-action.ts): sent
 * (the same answer whatever the address), or refused with the reason and the address as typed,
 * so the form comes back filled in.
 */
export type PortalLinkOutcome = { sent: true } | { email: string; error: string };

export const PORTAL_LINK_OUTCOME_KEY = ['billing', 'portal-link', 'form-outcome'] as const;

/** The form's one field, as posted. */
export const PORTAL_LINK_EMAIL_FIELD = 'email';
