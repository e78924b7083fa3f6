import { BRAND } from '@fresh-pouf/contracts';
import { Link } from 'react-router-dom';
import { BrandLogo } from '../../../components/brand-logo';
import { MailIcon, TruckIcon } from '../../../components/icons';
import { SiteLink } from '../../../components/site-link';
import { NAV_LINKS } from '../../../config/nav-links';
import { SocialLinks } from './social-links';
import './site-footer.css';

/**
 * Real routes rather than dead "#" links: the legal pages will be screens of their own. Until
 * the shell serves them, they land on its 404 screen, which is honest about it.
 */
export const LEGAL_LINKS = [
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Terms of Service', to: '/terms' },
] as const;

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="mk-footer">
      <div className="mk-container mk-footer__grid">
        <div className="mk-footer__brand">
          <BrandLogo />
          <p>Fresh, colourful shower poufs delivered before bacteria move in. Keep it fresh, keep it clean.</p>
        </div>

        <nav className="mk-footer__column" aria-labelledby="mk-footer-links-title">
          <h2 id="mk-footer-links-title" className="mk-footer__heading">
            Quick Links
          </h2>
          <ul className="mk-footer__list">
            {NAV_LINKS.map((link) => (
              <li key={link.href}>
                <SiteLink link={link} className="mk-footer__link" />
              </li>
            ))}
          </ul>
        </nav>

        <div className="mk-footer__column">
          <h2 className="mk-footer__heading">Contact</h2>
          <ul className="mk-footer__list">
            <li className="mk-footer__contact">
              <TruckIcon size={18} />
              <span>Free shipping in the US</span>
            </li>
            <li className="mk-footer__contact">
              <MailIcon size={18} />
              <a className="mk-footer__link" href={`mailto:${BRAND.contactEmail}`}>
                {BRAND.contactEmail}
              </a>
            </li>
          </ul>
        </div>

        <div className="mk-footer__column">
          <h2 className="mk-footer__heading">Follow Us</h2>
          <SocialLinks />
        </div>
      </div>

      <div className="mk-container mk-footer__bottom">
        <p>{`© ${year} ${BRAND.name}. All rights reserved.`}</p>
        <ul className="mk-footer__legal">
          {LEGAL_LINKS.map((link) => (
            <li key={link.to}>
              <Link className="mk-footer__link" to={link.to}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
