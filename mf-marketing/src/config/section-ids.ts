/**
 * The landing page's anchors, fixed by spec section 2. The shell's header and footer link to
 * them (/#pricing), so renaming one breaks those links.
 */
export const SECTION_IDS = {
  benefits: 'benefits',
  howItWorks: 'how-it-works',
  pricing: 'pricing',
  joinWaitlist: 'join-waitlist',
} as const;
