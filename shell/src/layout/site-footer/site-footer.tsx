import { BRAND } from '@fresh-pouf/contracts/values';
import { Link } from 'react-router-dom';
import { BrandLogo } from '../brand-logo';
import { MailIcon, TruckIcon } from '@fresh-pouf/ui';
import { NAV_LINKS } from '../nav-links';
import { SiteLink } from '../site-link';
import { SocialLinks } from './social-links';
import './site-footer.css';

/**
 * Real routes rather than dead "#" links: the legal pages will be screens of their own. Until
 * the route table has them, they land on the 404 screen, which is honest about it.
 */
const LEGAL_LINKS = [
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Terms of Service', to: '/terms' },
] as const;

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="site-container site-footer__grid">
        <div className="site-footer__brand">
          <BrandLogo />
          <p>Fresh, colourful shower poufs delivered before bacteria move in. Keep it fresh, keep it clean.</p>
        </div>

        <nav className="site-footer__column" aria-labelledby="site-footer-links-title">
          <h2 id="site-footer-links-title" className="site-footer__heading">
            Quick Links
          </h2>
          <ul className="site-footer__list">
            {NAV_LINKS.map((link) => (
              <li key={link.label}>
                <SiteLink link={link} className="site-footer__link" />
              </li>
            ))}
          </ul>
        </nav>

        <div className="site-footer__column">
          <h2 className="site-footer__heading">Contact</h2>
          <ul className="site-footer__list">
            <li className="site-footer__contact">
              <TruckIcon size={18} />
              <span>Free shipping in the US</span>
            </li>
            <li className="site-footer__contact">
              <MailIcon size={18} />
              <a className="site-footer__link" href={`mailto:${BRAND.contactEmail}`}>
                {BRAND.contactEmail}
              </a>
            </li>
          </ul>
        </div>

        <div className="site-footer__column">
          <h2 className="site-footer__heading">Follow Us</h2>
          <SocialLinks />
        </div>
      </div>

      <div className="site-container site-footer__bottom">
        <p>{`© ${year} ${BRAND.name}. All rights reserved.`}</p>
        <ul className="site-footer__legal">
          {LEGAL_LINKS.map((link) => (
            <li key={link.to}>
              <Link className="site-footer__link" to={link.to}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
