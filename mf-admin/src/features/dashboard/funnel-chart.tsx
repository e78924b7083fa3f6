import type { AdminFunnelDay } from '@fresh-pouf/contracts';
import { Skeleton } from '@fresh-pouf/ui';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { FunnelPlot } from './funnel-plot';

/**
 * The canvas chart, hidden from assistive technology: the card beside it carries the same
 * numbers as text. Its drawing code (uPlot) is a chunk of its own, loaded once the chart is on
 * screen; nothing waits for it (no Suspense), so the card's numbers are drawn in the same commit
 * as the rest of the screen and the chart replaces its skeleton when its code is in. Without that
 * code (a failed chunk) the card keeps its numbers and table, and the box stays empty.
 * `onHover` gets the index of the day under the pointer, or null.
 */
export function FunnelChart({ daily, onHover }: { daily: AdminFunnelDay[]; onHover: (index: number | null) => void }) {
  const box = useRef<HTMLDivElement>(null);
  const plot = useRef<FunnelPlot | null>(null);
  const [state, setState] = useState<'loading' | 'drawn' | 'failed'>('loading');
  const hover = useEffectEvent((index: number | null) => onHover(index));

  useEffect(() => {
    let gone = false;
    import('./funnel-plot').then(
      ({ drawFunnelPlot }) => {
        if (gone || !box.current) return;
        plot.current = drawFunnelPlot(box.current, (index) => hover(index));
        setState('drawn');
      },
      () => {
        if (!gone) setState('failed');
      },
    );
    return () => {
      gone = true;
      plot.current?.destroy();
      plot.current = null;
    };
  }, []);

  useEffect(() => {
    if (state === 'drawn') plot.current?.setData(daily);
  }, [daily, state]);

  return (
    <div className="fpa-funnel__plot" aria-hidden="true" data-testid="funnel-chart">
      {state === 'loading' ? <Skeleton className="fpa-funnel__skeleton" /> : null}
      <div ref={box} />
    </div>
  );
}
