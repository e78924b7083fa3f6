import { buttonClassName } from '@fresh-pouf/ui';
import { SiteLink } from '../../../components/site-link';
import { NAV_LINKS } from '../../../config/nav-links';

export function DesktopNav() {
  return (
    <nav className="mk-header__nav" aria-label="Main">
      <ul className="mk-header__links">
        {NAV_LINKS.map((link, index) => {
          // The last link is the call to action and looks like one.
          const isCta = index === NAV_LINKS.length - 1;
          return (
            <li key={link.href}>
              <SiteLink
                link={link}
                className={isCta ? buttonClassName({ size: 'sm' }) : 'mk-header__link'}
              />
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
