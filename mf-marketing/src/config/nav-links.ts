/** The five links of spec section 2, shared by the header, the mobile menu and the footer. */
export interface NavLinkConfig {
  label: string;
  href: string;
  /** A section of this page (plain anchor) or another route (client-side link to another remote). */
  kind: 'section' | 'route';
}

export const NAV_LINKS: readonly NavLinkConfig[] = [
  { label: 'Benefits', href: '#benefits', kind: 'section' },
  { label: 'How It Works', href: '#how-it-works', kind: 'section' },
  { label: 'Pricing', href: '#pricing', kind: 'section' },
  { label: 'Blog', href: '/blog', kind: 'route' },
  { label: 'Join Waitlist', href: '#join-waitlist', kind: 'section' },
];

export const SECTION_IDS = {
  benefits: 'benefits',
  howItWorks: 'how-it-works',
  pricing: 'pricing',
  joinWaitlist: 'join-waitlist',
} as const;
