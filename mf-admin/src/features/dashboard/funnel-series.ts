import type { AdminFunnelDay } from '@fresh-pouf/contracts';

export type FunnelKey = Exclude<keyof AdminFunnelDay, 'day'>;

/**
 * The chart's lines and its legend, one list: colour and dash together, so the lines stay
 * apart for readers who do not tell the colours apart.
 */
export const FUNNEL_SERIES: readonly { key: FunnelKey; label: string; color: string; dash: number[] }[] = [
  { key: 'signUps', label: 'Sign-ups', color: '#0f2a33', dash: [] },
  { key: 'confirmed', label: 'Confirmed', color: '#0f766e', dash: [8, 4] },
  { key: 'earlyBird', label: 'Early Bird', color: '#b8264b', dash: [3, 3] },
  { key: 'paid', label: 'Paid', color: '#7c4a03', dash: [12, 3, 3, 3] },
];

/** Seconds since 1970 of each day's UTC midnight: uPlot's time axis. */
export const dayToSeconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;
