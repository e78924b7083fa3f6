import { Link } from 'react-router-dom';
import { BrandLogo } from '../../../components/brand-logo';
import { DesktopNav } from './desktop-nav';
import { MobileMenu } from './mobile-menu';
import './site-header.css';

export function SiteHeader() {
  return (
    <header className="mk-header">
      <a className="mk-skip-link" href="#main-content">
        Skip to main content
      </a>
      <div className="mk-container mk-header__bar">
        <Link to="/" className="mk-header__home" aria-label="Fresh Pouf home" onClick={() => window.scrollTo({ top: 0 })}>
          <BrandLogo />
        </Link>
        <DesktopNav />
        <MobileMenu />
      </div>
    </header>
  );
}
