import type { ReactNode } from 'react';
import { SectionHeading, type SectionHeadingProps } from './section-heading';

export interface LandingSectionProps extends Pick<SectionHeadingProps, 'eyebrow' | 'title' | 'intro'> {
  /** The section's anchor, for the sections a link or button elsewhere on the page jumps to. */
  anchor?: string;
  /** The heading's id, which names the section. */
  titleId: string;
  /** Classes beside `mk-section`, e.g. `mk-section--tinted`. */
  className?: string;
  children: ReactNode;
}

/**
 * A landing section as most open: the named section, its container and centred heading, then its
 * content. The heading is a module of its own: the waitlist island draws one without the rest.
 */
export function LandingSection({ anchor, titleId, className, children, ...heading }: LandingSectionProps) {
  return (
    <section id={anchor} className={className ? `mk-section ${className}` : 'mk-section'} aria-labelledby={titleId}>
      <div className="mk-container">
        <SectionHeading id={titleId} {...heading} />
        {children}
      </div>
    </section>
  );
}
