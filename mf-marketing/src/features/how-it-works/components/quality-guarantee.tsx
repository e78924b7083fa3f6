import { CircleCheckBigIcon, ShieldCheckIcon } from '@fresh-pouf/ui';

const PROMISES = [
  'Dermatologist tested',
  'Free from harmful chemicals and dyes',
  'Designed to maximize lather',
  'Ethically manufactured with eco-friendly packaging',
] as const;

export function QualityGuarantee() {
  return (
    <div className="mk-guarantee">
      <div className="mk-guarantee__intro">
        <span className="mk-guarantee__badge">
          <ShieldCheckIcon size={32} />
        </span>
        <h3 className="mk-guarantee__title">Premium Quality Guarantee</h3>
        <p className="mk-guarantee__text">Every pouf we send is made to be gentle on skin and on the planet.</p>
      </div>
      <ul className="fp-grid-list mk-guarantee__list">
        {PROMISES.map((promise) => (
          <li key={promise}>
            <CircleCheckBigIcon size={22} />
            <span>{promise}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
