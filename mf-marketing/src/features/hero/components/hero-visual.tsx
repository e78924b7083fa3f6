import { useSvgId } from '@fresh-pouf/ui';
import { PoufIllustration } from './pouf-illustration';

const BUBBLES = [
  { cx: 70, cy: 120, r: 14 },
  { cx: 110, cy: 70, r: 8 },
  { cx: 420, cy: 90, r: 18 },
  { cx: 455, cy: 150, r: 9 },
  { cx: 395, cy: 400, r: 12 },
  { cx: 60, cy: 360, r: 10 },
  { cx: 250, cy: 40, r: 6 },
] as const;

/** The hero picture, drawn in SVG so the page needs no image requests and stays sharp. */
export function HeroVisual() {
  const id = useSvgId('mk-hero');
  return (
    <div className="mk-hero__visual">
      <svg viewBox="0 0 500 480" role="img" aria-labelledby={`${id}-title`} className="mk-hero__art">
        <title id={`${id}-title`}>Three fresh shower poufs in coral, aqua and pink, surrounded by bubbles</title>
        <defs>
          <radialGradient id={`${id}-splash`} cx="50%" cy="50%" r="50%">
            <stop offset="0%" stopColor="#ccfbf1" />
            <stop offset="70%" stopColor="#a5f3fc" stopOpacity="0.7" />
            <stop offset="100%" stopColor="#cffafe" stopOpacity="0" />
          </radialGradient>
          <clipPath id={`${id}-bowl`}>
            <circle cx="250" cy="250" r="210" />
          </clipPath>
        </defs>
        <circle cx="250" cy="250" r="235" fill={`url(#${id}-splash)`} />
        <path
          d="M20 300c60-30 110 30 170 0s110-30 170 0 80 20 130 10v190H20Z"
          fill="#99f6e4"
          opacity="0.45"
          clipPath={`url(#${id}-bowl)`}
        />
        <PoufIllustration id={`${id}-aqua`} cx={335} cy={285} r={105} tones={['#ccfbf1', '#2dd4bf', '#0f766e']} />
        <PoufIllustration id={`${id}-pink`} cx={150} cy={315} r={88} tones={['#fce7f3', '#f9a8d4', '#db2777']} />
        <PoufIllustration id={`${id}-coral`} cx={240} cy={190} r={95} tones={['#ffe4e6', '#fb7185', '#d6335a']} />
        <g fill="#fff" fillOpacity="0.35" stroke="#fff" strokeWidth="2.5">
          {BUBBLES.map((bubble) => (
            <circle key={`${bubble.cx}-${bubble.cy}`} {...bubble} />
          ))}
        </g>
      </svg>
      <p className="mk-hero__chip mk-hero__chip--top" aria-hidden="true">
        <span className="mk-hero__chip-dot" /> Fresh pouf on its way
      </p>
      <p className="mk-hero__chip mk-hero__chip--bottom" aria-hidden="true">
        Replaced every 1–3 months
      </p>
    </div>
  );
}
