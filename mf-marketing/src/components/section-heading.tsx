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
