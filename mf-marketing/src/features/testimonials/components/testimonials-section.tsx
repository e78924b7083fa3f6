import { QuoteIcon } from '@fresh-pouf/ui';
import { LandingSection } from '../../../components/landing-section';
import './testimonials.css';

interface Testimonial {
  quote: string;
  name: string;
  title: string;
  initials: string;
  tone: 'aqua' | 'coral';
}

// Attributed by role only: a named endorsement goes here once it is signed and consented to,
// never before (publishing invented named experts would mislead customers).
const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      'A shower pouf stays warm and damp between uses, which is exactly where bacteria thrive. I tell my patients to replace theirs every few weeks, and a subscription takes the guesswork out of it.',
    name: 'Board-Certified Dermatologist',
    title: 'Skin health specialist',
    initials: 'Dr',
    tone: 'aqua',
  },
  {
    quote:
      'Within weeks, the folds of a mesh pouf hold thriving bacterial colonies that no rinse will remove. Regular replacement is one of the simplest hygiene upgrades a household can make.',
    name: 'Professor of Microbiology',
    title: 'University researcher in bacterial growth',
    initials: 'Prof',
    tone: 'coral',
  },
];

export function TestimonialsSection() {
  return (
    <LandingSection
      className="mk-section--tinted"
      titleId="mk-testimonials-title"
      eyebrow="Expert opinion"
      title="What the Experts Say"
      intro="Skin and germ specialists agree: an old pouf is no friend to clean skin."
    >
      <ul className="fp-grid-list mk-testimonials">
        {TESTIMONIALS.map((testimonial) => (
          <li key={testimonial.name}>
            <figure className={`mk-testimonial mk-testimonial--${testimonial.tone}`}>
              <QuoteIcon size={36} className="mk-testimonial__mark" />
              <blockquote className="mk-testimonial__quote">
                <p>{testimonial.quote}</p>
              </blockquote>
              <figcaption className="mk-testimonial__author">
                <span className="mk-testimonial__avatar" aria-hidden="true">
                  {testimonial.initials}
                </span>
                <span>
                  <span className="mk-testimonial__name">{testimonial.name}</span>
                  <span className="mk-testimonial__title">{testimonial.title}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
