import { buttonClassName } from '@fresh-pouf/ui';
import { NAV_LINKS } from '../nav-links';
import { SiteLink } from '../site-link';

export function DesktopNav() {
  return (
    <nav className="site-header__nav" aria-label="Main">
      <ul className="site-header__links">
        {NAV_LINKS.map((link, index) => {
          // The last link is the call to action and looks like one.
          const isCta = index === NAV_LINKS.length - 1;
          return (
            <li key={link.label}>
              <SiteLink link={link} className={isCta ? buttonClassName({ size: 'sm' }) : 'site-header__link'} />
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
