import type { ReactNode } from 'react';
import { FacebookIcon, InstagramIcon, TikTokIcon } from '../icons';
import { SOCIAL_LINKS, type SocialNetwork } from '../social-links';

const ICONS: Record<SocialNetwork, ReactNode> = {
  instagram: <InstagramIcon size={20} />,
  facebook: <FacebookIcon size={20} />,
  tiktok: <TikTokIcon size={20} />,
};

export function SocialLinks() {
  return (
    <ul className="site-social">
      {SOCIAL_LINKS.map((link) => (
        <li key={link.network}>
          <a className="site-social__link" href={link.href} aria-label={link.label} rel="noopener noreferrer">
            {ICONS[link.network]}
          </a>
        </li>
      ))}
    </ul>
  );
}
