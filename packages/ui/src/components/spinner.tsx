import { cn } from '../lib/cn';
import { VisuallyHidden } from './visually-hidden';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /**
   * What is loading, announced as a status. Leave it out when the spinner sits inside a control
   * that already says so (e.g. a "Saving..." button), so the text is not read twice.
   */
  label?: string;
  className?: string;
}

export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  const classes = cn('fp-spinner', `fp-spinner--${size}`, className);
  if (!label) return <span aria-hidden="true" className={classes} />;
  return (
    <span role="status" className="fp-spinner-status">
      <span aria-hidden="true" className={classes} />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
