import { TriangleAlertIcon } from '@fresh-pouf/ui';

/** The hygiene claims (docs/product/overview.md#selling-points), each with its figure picked out. */
const FACTS = [
  {
    figure: '650,000',
    text: (
      <>
        Researchers have counted <strong>650,000</strong> bacteria colonies after 3 weeks on a used shower pouf.
      </>
    ),
  },
  {
    figure: '8+ months',
    text: (
      <>
        Yet most people keep poufs <strong>8+ months</strong>, long after they stop being clean.
      </>
    ),
  },
  {
    figure: '3-4 weeks',
    text: (
      <>
        Bacteria build up after <strong>3-4 weeks</strong> of use, which is why a pouf should be replaced that often.
      </>
    ),
  },
] as const;

export function HealthAlert() {
  return (
    <aside className="mk-health-alert" aria-labelledby="mk-health-alert-title">
      <div className="mk-health-alert__header">
        <span className="mk-health-alert__icon">
          <TriangleAlertIcon size={26} />
        </span>
        <div>
          <h3 id="mk-health-alert-title" className="mk-health-alert__title">
            Health Alert
          </h3>
          <p className="mk-health-alert__lead">That pouf hanging in your shower may not be as clean as it looks.</p>
        </div>
      </div>
      <ul className="fp-grid-list mk-health-alert__facts">
        {FACTS.map((fact) => (
          <li key={fact.figure} className="mk-health-alert__fact">
            <span className="mk-health-alert__figure" aria-hidden="true">
              {fact.figure}
            </span>
            <p>{fact.text}</p>
          </li>
        ))}
      </ul>
      <p className="mk-health-alert__footer">
        Fresh Pouf swaps yours on schedule, so a clean pouf is one less thing to remember.
      </p>
    </aside>
  );
}
