import type { ComponentPropsWithRef } from 'react';
import { cn } from '../lib/cn';

/** Text for screen readers only, e.g. "Regular price" before a struck-through amount. */
export function VisuallyHidden({ className, ...props }: ComponentPropsWithRef<'span'>) {
  return <span className={cn('fp-visually-hidden', className)} {...props} />;
}
