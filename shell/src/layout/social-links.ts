import { BRAND } from '@fresh-pouf/contracts/values';

export type SocialNetwork = 'instagram' | 'facebook' | 'tiktok';

export interface SocialLink {
  network: SocialNetwork;
  label: string;
  href: string;
}

// Handles reserved for launch; keep them here so marketing can change them in one place.
export const SOCIAL_LINKS: readonly SocialLink[] = [
  { network: 'instagram', label: `${BRAND.name} on Instagram`, href: 'https://www.instagram.com/freshpouf' },
  { network: 'facebook', label: `${BRAND.name} on Facebook`, href: 'https://www.facebook.com/freshpouf' },
  { network: 'tiktok', label: `${BRAND.name} on TikTok`, href: 'https://www.tiktok.com/@freshpouf' },
];
