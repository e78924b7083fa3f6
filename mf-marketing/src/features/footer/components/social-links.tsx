import type { ReactNode } from 'react';
import { FacebookIcon, InstagramIcon, TikTokIcon } from '../../../components/icons';
import { SOCIAL_LINKS, type SocialNetwork } from '../../../config/social-links';

const ICONS: Record<SocialNetwork, ReactNode> = {
  instagram: <InstagramIcon size={20} />,
  facebook: <FacebookIcon size={20} />,
  tiktok: <TikTokIcon size={20} />,
};

export function SocialLinks() {
  return (
    <ul className="mk-social">
      {SOCIAL_LINKS.map((link) => (
        <li key={link.network}>
          <a className="mk-social__link" href={link.href} aria-label={link.label} rel="noopener noreferrer">
            {ICONS[link.network]}
          </a>
        </li>
      ))}
    </ul>
  );
}
