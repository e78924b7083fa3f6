export interface PoufIllustrationProps {
  cx: number;
  cy: number;
  r: number;
  /** Light, mid and deep tones of the pouf's colour. */
  tones: readonly [string, string, string];
  id: string;
}

const RUFFLE_ANGLES = [0, 30, 60, 90, 120, 150] as const;

/**
 * One mesh pouf: a shaded ball criss-crossed by rotated ellipses that read as ruffled netting,
 * with a cord loop on top.
 */
export function PoufIllustration({ cx, cy, r, tones, id }: PoufIllustrationProps) {
  const [light, mid, deep] = tones;
  return (
    <g>
      <defs>
        <radialGradient id={`${id}-fill`} cx="32%" cy="28%" r="78%">
          <stop offset="0%" stopColor={light} />
          <stop offset="55%" stopColor={mid} />
          <stop offset="100%" stopColor={deep} />
        </radialGradient>
        <clipPath id={`${id}-clip`}>
          <circle cx={cx} cy={cy} r={r} />
        </clipPath>
      </defs>
      <path
        d={`M ${cx - r * 0.12} ${cy - r * 0.92} C ${cx - r * 0.45} ${cy - r * 1.55}, ${cx + r * 0.45} ${cy - r * 1.55}, ${cx + r * 0.12} ${cy - r * 0.92}`}
        fill="none"
        stroke={deep}
        strokeWidth={r * 0.07}
        strokeLinecap="round"
      />
      <circle cx={cx} cy={cy} r={r} fill={`url(#${id}-fill)`} />
      <g clipPath={`url(#${id}-clip)`} fill="none" stroke="#fff" strokeOpacity={0.45} strokeWidth={r * 0.045}>
        {RUFFLE_ANGLES.map((angle) => (
          <ellipse key={angle} cx={cx} cy={cy} rx={r * 1.02} ry={r * 0.34} transform={`rotate(${angle} ${cx} ${cy})`} />
        ))}
        <circle cx={cx} cy={cy} r={r * 0.62} />
      </g>
      <ellipse
        cx={cx - r * 0.35}
        cy={cy - r * 0.42}
        rx={r * 0.22}
        ry={r * 0.12}
        fill="#fff"
        opacity={0.55}
        transform={`rotate(-30 ${cx - r * 0.35} ${cy - r * 0.42})`}
      />
    </g>
  );
}
