import type { AdminStats } from '@fresh-pouf/contracts';
import { Card, CardContent, CardHeader, CardTitle, Skeleton } from '@fresh-pouf/ui';
import { formatCount } from '@fresh-pouf/contracts/values';
import { barPercent, planTitle } from '../../lib/format';
import { ConfirmationCounts } from './confirmation-counts';
import { STAT_CARDS } from './overview-cards';
import { FunnelCard } from './funnel-card';
import { PriceAlerts } from './price-alerts';
import { RefusedSignUps } from './refused-sign-ups';
import { SourcesCard } from './sources-card';
import { SubscriptionStates } from './subscription-states';

export function OverviewTab({ stats }: { stats: AdminStats | undefined }) {
  return (
    <div className="fpa-stack">
      {stats && stats.priceAlerts.length > 0 ? <PriceAlerts alerts={stats.priceAlerts} /> : null}
      <div className="fpa-stat-grid">
        {STAT_CARDS.map((card) => (
          <Card key={card.key} className="fpa-stat">
            <CardHeader>
              <CardTitle as="h2">{card.title}</CardTitle>
            </CardHeader>
            <CardContent>
              {stats ? (
                <p className="fpa-stat__value" data-testid={card.key}>
                  {formatCount(stats[card.key])}
                </p>
              ) : (
                <Skeleton className="fpa-stat__skeleton" />
              )}
            </CardContent>
          </Card>
        ))}
      </div>
      <ConfirmationCounts stats={stats} />
      <FunnelCard />
      <SourcesCard sources={stats?.sources} />
      <Card>
        <CardHeader>
          <CardTitle as="h2">Plan Distribution</CardTitle>
        </CardHeader>
        <CardContent>
          {stats ? (
            <ul className="fpa-bars">
              {stats.planBreakdown.map(({ plan, count }) => (
                <li key={plan} className="fpa-bars__row">
                  <span className="fpa-bars__label">{planTitle(plan)}</span>
                  <span className="fpa-bars__track" aria-hidden="true">
                    <span className="fpa-bars__fill" style={{ width: `${barPercent(count, stats.totalCount)}%` }} />
                  </span>
                  <span className="fpa-bars__count">{formatCount(count)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <Skeleton className="fpa-stat__skeleton" />
          )}
        </CardContent>
      </Card>
      <SubscriptionStates counts={stats?.subscriptions} />
      <RefusedSignUps refused={stats?.refusedSignUps} />
    </div>
  );
}
