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

/** A landing section as every one opens: the named section, its container and centred heading, then its content. */
export function LandingSection({ anchor, titleId, className, eyebrow, title, intro, children }: LandingSectionProps) {
  return (
    <section id={anchor} className={className ? `mk-section ${className}` : 'mk-section'} aria-labelledby={titleId}>
      <div className="mk-container">
        <SectionHeading id={titleId} eyebrow={eyebrow} title={title} intro={intro} />
        {children}
      </div>
    </section>
  );
}
