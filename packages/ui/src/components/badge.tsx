import type { ComponentPropsWithRef } from 'react';
import { cn } from '../lib/cn';

/** `warning`: something needs attention (a failed check, a missing setting). */
export type BadgeVariant = 'default' | 'secondary' | 'outline' | 'success' | 'warning';

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  variant?: BadgeVariant;
}

export function Badge({ variant = 'default', className, ...props }: BadgeProps) {
  return <span className={cn('fp-badge', `fp-badge--${variant}`, className)} {...props} />;
}
