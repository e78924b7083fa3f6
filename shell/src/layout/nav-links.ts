import { SECTION_IDS } from '@fresh-pouf/contracts/values';

/** The five links (docs/product/landing-and-waitlist.md#header), shared by the header, the mobile menu and the footer. */
export type NavLinkConfig =
  /** An anchor of the landing page: the marketing remote renders the element with this id. */
  | { label: string; kind: 'section'; sectionId: string }
  /** Another route of the site. */
  | { label: string; kind: 'route'; to: string };

export const NAV_LINKS: readonly NavLinkConfig[] = [
  { label: 'Benefits', kind: 'section', sectionId: SECTION_IDS.benefits },
  { label: 'How It Works', kind: 'section', sectionId: SECTION_IDS.howItWorks },
  { label: 'Pricing', kind: 'section', sectionId: SECTION_IDS.pricing },
  { label: 'Blog', kind: 'route', to: '/blog' },
  { label: 'Join Waitlist', kind: 'section', sectionId: SECTION_IDS.joinWaitlist },
];
