import { adminApi, bffUrl } from '@fresh-pouf/contracts';
import { FIRST_COUNT_FIELD, FIRST_COUNT_FROM } from '@fresh-pouf/contracts/values';
import { DASHBOARD_TABS, STAT_CARDS } from './overview-cards';

/** The answer whose counts the placeholder shows (the page's head script reads only this one). */
export const OVERVIEW_COUNTS_FROM = bffUrl(adminApi.dashboard.stats, {});

/**
 * The dashboard's tabs and headline numbers as the page's placeholder draws them (rendered to
 * static markup at build time, app/page-parts.tsx), with the classes the screen's Tabs and Cards
 * render, so each number sits where the App will draw it. Each number is a skeleton until the
 * page's head script writes the stats answer's count into it (remote-kit's first-data): on a cold
 * load the numbers show as they arrive, before the App's code has run. Plain elements only: no
 * control (the tabs are pictures of tabs) and no design-system import, which Node cannot load.
 */
export function OverviewPlaceholder() {
  return (
    <div className="fp-tabs">
      <div className="fp-tabs__list fpa-tabs">
        {DASHBOARD_TABS.map((tab, index) => (
          <span
            key={tab.value}
            className="fp-tabs__trigger fpa-tabs__picture"
            data-state={index === 0 ? 'active' : 'inactive'}
          >
            {tab.label}
          </span>
        ))}
      </div>
      <div className="fp-tabs__content">
        <div className="fpa-stat-grid">
          {STAT_CARDS.map((card) => (
            <div key={card.key} className="fp-card fpa-stat">
              <div className="fp-card__header">
                <h2 className="fp-card__title">{card.title}</h2>
              </div>
              <div className="fp-card__content">
                <p
                  className="fpa-stat__value"
                  {...{ [FIRST_COUNT_FROM]: OVERVIEW_COUNTS_FROM, [FIRST_COUNT_FIELD]: card.key }}
                >
                  <span className="fp-skeleton fpa-stat__skeleton" />
                </p>
              </div>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
