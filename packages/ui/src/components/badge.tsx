import type { ComponentPropsWithRef } from 'react';
import { cn } from '../lib/cn';

export type BadgeVariant = 'default' | 'secondary' | 'outline' | 'success';

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  variant?: BadgeVariant;
}

export function Badge({ variant = 'default', className, ...props }: BadgeProps) {
  return <span className={cn('fp-badge', `fp-badge--${variant}`, className)} {...props} />;
}
