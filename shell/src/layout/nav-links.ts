/** The five links of spec section 2, shared by the header, the mobile menu and the footer. */
export type NavLinkConfig =
  /** An anchor of the landing page: the marketing remote renders the element with this id. */
  | { label: string; kind: 'section'; sectionId: string }
  /** Another route of the site. */
  | { label: string; kind: 'route'; to: string };

// The anchor ids are fixed by the spec; the shell cannot import them from the remote.
export const NAV_LINKS: readonly NavLinkConfig[] = [
  { label: 'Benefits', kind: 'section', sectionId: 'benefits' },
  { label: 'How It Works', kind: 'section', sectionId: 'how-it-works' },
  { label: 'Pricing', kind: 'section', sectionId: 'pricing' },
  { label: 'Blog', kind: 'route', to: '/blog' },
  { label: 'Join Waitlist', kind: 'section', sectionId: 'join-waitlist' },
];
