import type { AdminFunnelDay, FunnelDays } from '@fresh-pouf/contracts';
import { Card, CardContent, CardHeader, CardTitle, SegmentedControl, Skeleton } from '@fresh-pouf/ui';
import { useId, useState } from 'react';
import { ScrollTable } from '../../components/scroll-table';
import { formatCount as count } from '@fresh-pouf/contracts/values';
import { percentOf, shortDay } from '../../lib/format';
import { useFunnel } from './api/funnel';
import { FunnelChart } from './funnel-chart';
import { FUNNEL_SERIES, type FunnelKey } from './funnel-series';

const WINDOWS = [
  { value: '30', label: 'Last 30 days' },
  { value: '90', label: 'Last 90 days' },
] as const;

function totalsOf(daily: AdminFunnelDay[]): Record<FunnelKey, number> {
  const totals = { signUps: 0, confirmed: 0, earlyBird: 0, paid: 0 };
  for (const day of daily) for (const { key } of FUNNEL_SERIES) totals[key] += day[key];
  return totals;
}

const describeDay = (d: AdminFunnelDay) =>
  `${shortDay(d.day)} (UTC): ${count(d.signUps)} sign-ups, ${count(d.confirmed)} confirmed, ${count(d.earlyBird)} Early Bird, ${count(d.paid)} paid`;

/**
 * Sign-ups per UTC day with how many of them confirmed, chose Early Bird and paid.
 * The canvas is for the eye (hidden from screen readers); the totals, the day under the pointer
 * and the table under "Show the days as a table" say the same in text.
 */
export function FunnelCard() {
  const [days, setDays] = useState<FunnelDays>(30);
  const [hovered, setHovered] = useState<number | null>(null);
  const funnel = useFunnel(days);
  const titleId = useId();
  const daily = funnel.data?.daily ?? [];
  const totals = totalsOf(daily);
  const shownDays = funnel.data?.days ?? days;
  const hoveredDay = hovered === null ? undefined : daily[hovered];

  return (
    <Card data-testid="funnel">
      <CardHeader className="fpa-funnel__header">
        <CardTitle as="h2" id={titleId}>
          Sign-ups per day
        </CardTitle>
        <SegmentedControl
          legend="Period"
          name="funnel-days"
          className="fpa-funnel__period"
          value={String(days) as '30' | '90'}
          options={WINDOWS}
          onValueChange={(value) => {
            setHovered(null);
            setDays(value === '90' ? 90 : 30);
          }}
        />
      </CardHeader>
      <CardContent>
        {funnel.isPending ? (
          <Skeleton className="fpa-funnel__skeleton" />
        ) : !funnel.data ? (
          <p className="fpa-muted">The sign-up chart could not be loaded just now.</p>
        ) : (
          <figure className="fpa-funnel" aria-labelledby={titleId}>
            <dl className="fpa-states" data-testid="funnel-totals">
              {FUNNEL_SERIES.map(({ key, label }) => (
                <div key={key} className="fpa-states__row">
                  <dt>{label}</dt>
                  <dd>
                    {count(totals[key])}
                    {key === 'signUps' ? null : (
                      <span className="fpa-funnel__share"> {percentOf(totals[key], totals.signUps)}</span>
                    )}
                  </dd>
                </div>
              ))}
            </dl>
            <ul className="fpa-funnel__legend" aria-hidden="true">
              {FUNNEL_SERIES.map((s) => (
                <li key={s.key}>
                  <svg width="28" height="8" viewBox="0 0 28 8">
                    <line
                      x1="0"
                      y1="4"
                      x2="28"
                      y2="4"
                      stroke={s.color}
                      strokeWidth="2.5"
                      strokeDasharray={s.dash.join(' ') || undefined}
                    />
                  </svg>
                  {s.label}
                </li>
              ))}
            </ul>
            <FunnelChart daily={daily} onHover={setHovered} />
            <figcaption className="fpa-muted fpa-funnel__readout" aria-hidden="true">
              {hoveredDay
                ? describeDay(hoveredDay)
                : `Each entry counts on the UTC day it joined. Point at a day to read its numbers.`}
            </figcaption>
            <details className="fpa-funnel__details">
              <summary>Show the days as a table</summary>
              <ScrollTable
                label={`Sign-ups per day, last ${shownDays} days`}
                height="fit"
                columns={['Day (UTC)', ...FUNNEL_SERIES.map((s) => s.label)]}
              >
                {[...daily].reverse().map((d) => (
                  <tr key={d.day}>
                    <th scope="row">{shortDay(d.day)}</th>
                    {FUNNEL_SERIES.map((s) => (
                      <td key={s.key} className="fpa-num">
                        {count(d[s.key])}
                      </td>
                    ))}
                  </tr>
                ))}
              </ScrollTable>
            </details>
          </figure>
        )}
      </CardContent>
    </Card>
  );
}
