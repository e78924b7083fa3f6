import type { AdminFunnelDay } from '@fresh-pouf/contracts';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { shortDay } from '../../lib/format';
import { dayToSeconds, FUNNEL_SERIES } from './funnel-series';

const HEIGHT = 240;
const AXIS = '#4a6570';
const GRID = '#dfe7ea';
const FONT = '12px system-ui, sans-serif';
// Whole people only: no tick at 2.5 sign-ups.
const COUNT_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000];
// Whole days only, labelled as the rest of the card writes them ("Mar 3", UTC).
const DAY_STEPS = [1, 2, 3, 7, 14, 28].map((days) => days * 86_400);
const dayLabels = (_u: uPlot, splits: number[]) =>
  splits.map((s) => shortDay(new Date(s * 1000).toISOString().slice(0, 10)));

function toData(daily: AdminFunnelDay[]): uPlot.AlignedData {
  return [daily.map((d) => dayToSeconds(d.day)), ...FUNNEL_SERIES.map((s) => daily.map((d) => d[s.key]))];
}

/** A drawn chart: new days to show, and its removal. */
export interface FunnelPlot {
  setData(daily: AdminFunnelDay[]): void;
  destroy(): void;
}

/**
 * Draws the canvas chart (uPlot, in this chunk, which loads only when the Overview shows the
 * chart) into `el`, sized to its width. `onHover` gets the index of the day under the pointer, or null.
 */
export function drawFunnelPlot(el: HTMLElement, onHover: (index: number | null) => void): FunnelPlot {
  const chart = new uPlot(
    {
      width: Math.max(el.clientWidth, 200),
      height: HEIGHT,
      // Days are UTC days: split them so in every time zone.
      tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
      legend: { show: false },
      cursor: { drag: { x: false, y: false }, points: { size: 7 } },
      scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(max, 4)] } },
      axes: [
        {
          stroke: AXIS,
          font: FONT,
          grid: { stroke: GRID, width: 1 },
          ticks: { stroke: GRID, width: 1 },
          incrs: DAY_STEPS,
          values: dayLabels,
          space: 56,
        },
        {
          stroke: AXIS,
          font: FONT,
          grid: { stroke: GRID, width: 1 },
          ticks: { show: false },
          incrs: COUNT_STEPS,
          size: 44,
        },
      ],
      series: [
        {},
        ...FUNNEL_SERIES.map((s) => ({
          label: s.label,
          stroke: s.color,
          width: 2,
          dash: s.dash,
          points: { show: false },
        })),
      ],
      hooks: { setCursor: [(u: uPlot) => onHover(u.cursor.idx ?? null)] },
    },
    toData([]),
    el,
  );
  const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(el.clientWidth, 200), height: HEIGHT }));
  resize.observe(el);
  return {
    setData: (daily) => chart.setData(toData(daily)),
    destroy: () => {
      resize.disconnect();
      chart.destroy();
    },
  };
}
