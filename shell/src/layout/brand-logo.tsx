import { BRAND } from '@fresh-pouf/contracts/values';
import { useSvgId } from '@fresh-pouf/ui';
import './brand-logo.css';

/** The pouf mark and the word mark; the text is the accessible name. */
export function BrandLogo({ className }: { className?: string }) {
  // The logo appears in the header and the footer: each copy needs its own gradient.
  const gradientId = useSvgId('site-logo');
  return (
    <span className={className ? `site-logo ${className}` : 'site-logo'}>
      <svg className="site-logo__mark" viewBox="0 0 40 40" width="36" height="36" aria-hidden="true" focusable="false">
        <defs>
          <radialGradient id={gradientId} cx="35%" cy="30%" r="75%">
            <stop offset="0%" stopColor="#ffd1dc" />
            <stop offset="55%" stopColor="#fb7185" />
            <stop offset="100%" stopColor="#d6335a" />
          </radialGradient>
        </defs>
        <circle cx="20" cy="22" r="15" fill={`url(#${gradientId})`} />
        <g fill="none" stroke="#fff" strokeOpacity="0.55" strokeWidth="1.4">
          <ellipse cx="20" cy="22" rx="15" ry="5" />
          <ellipse cx="20" cy="22" rx="15" ry="5" transform="rotate(60 20 22)" />
          <ellipse cx="20" cy="22" rx="15" ry="5" transform="rotate(120 20 22)" />
        </g>
        <path d="M20 7c-2.5-5 5-5 2.5 0" fill="none" stroke="#0f766e" strokeWidth="2" strokeLinecap="round" />
        <circle cx="33" cy="9" r="3" fill="#99f6e4" />
        <circle cx="36.5" cy="15" r="1.6" fill="#5eead4" />
      </svg>
      <span className="site-logo__text">{BRAND.name}</span>
    </span>
  );
}
