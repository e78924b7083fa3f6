import { Island } from '@fresh-pouf/remote-kit/islands';
import { Link } from 'react-router-dom';
import { BrandLogo } from '../brand-logo';
import { DesktopNav } from './desktop-nav';
import { MobileMenu } from './mobile-menu';
import './site-header.css';

export function SiteHeader() {
  return (
    <header className="site-header">
      <a className="fp-skip-link" href="#main">
        Skip to main content
      </a>
      <div className="site-container site-header__bar">
        {/* Already on "/", the router has nowhere to go: the logo still takes the visitor to the top. */}
        <Link
          to="/"
          className="site-header__home"
          aria-label="Fresh Pouf home"
          onClick={() => window.scrollTo({ top: 0 })}
        >
          <BrandLogo />
        </Link>
        <DesktopNav />
        {/* On an islands page, its code loads at the first touch (the popover opens natively meanwhile). */}
        <Island owner="shell" name="mobile-menu" when="touch">
          <MobileMenu />
        </Island>
      </div>
    </header>
  );
}
