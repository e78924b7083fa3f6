import type { ReactNode } from 'react';

export interface SectionHeadingProps {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  /** Receives focus when a button elsewhere sends the visitor to this section. */
  focusTarget?: boolean;
  align?: 'center' | 'start';
}

/** The eyebrow, h2 and intro every landing section opens with. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  focusTarget = false,
  align = 'center',
}: SectionHeadingProps) {
  return (
    <header className={align === 'start' ? 'mk-section-heading mk-section-heading--start' : 'mk-section-heading'}>
      {eyebrow ? <p className="mk-eyebrow">{eyebrow}</p> : null}
      <h2
        id={id}
        className="mk-section-heading__title"
        {...(focusTarget ? { tabIndex: -1, 'data-section-focus': '' } : {})}
      >
        {title}
      </h2>
      {intro ? <p className="mk-section-heading__intro">{intro}</p> : null}
    </header>
  );
}

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
 * content. (In this one module with its heading: the pricing island carries both, and one module
 * costs its code less than two.)
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
