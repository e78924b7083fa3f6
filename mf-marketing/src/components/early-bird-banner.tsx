import { SparklesIcon } from '@fresh-pouf/ui';
import type { ReactNode } from 'react';

export interface EarlyBirdBannerProps {
  title: string;
  children: ReactNode;
  /** An optional call to action, e.g. the pricing section's button. */
  action?: ReactNode;
  headingLevel?: 'h2' | 'h3';
  className?: string;
}

export function EarlyBirdBanner({
  title,
  children,
  action,
  headingLevel: Heading = 'h3',
  className,
}: EarlyBirdBannerProps) {
  return (
    <aside className={className ? `mk-early-bird ${className}` : 'mk-early-bird'} aria-label={title}>
      <span className="mk-early-bird__icon">
        <SparklesIcon size={22} />
      </span>
      <div className="mk-early-bird__body">
        <Heading className="mk-early-bird__title">{title}</Heading>
        <div className="mk-early-bird__text">{children}</div>
      </div>
      {action ? <div className="mk-early-bird__action">{action}</div> : null}
    </aside>
  );
}
