import { Slot } from '@radix-ui/react-slot';
import type { ComponentPropsWithRef } from 'react';
import { cn } from '../lib/cn';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretch to the container's width (forms and narrow cards). */
  fullWidth?: boolean;
  /** Render the single child (e.g. a link) with the button's look instead of a <button>. */
  asChild?: boolean;
}

export function buttonClassName({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  className,
}: Pick<ButtonProps, 'variant' | 'size' | 'fullWidth' | 'className'> = {}): string {
  return cn('fp-button', `fp-button--${variant}`, `fp-button--${size}`, fullWidth && 'fp-button--block', className);
}

export function Button({ variant, size, fullWidth, asChild = false, className, type, ...props }: ButtonProps) {
  const classes = buttonClassName({ variant, size, fullWidth, className });
  if (asChild) return <Slot className={classes} {...props} />;
  // A bare <button> inside a form submits it; make "button" the default so only an explicit
  // type="submit" does.
  return <button type={type ?? 'button'} className={classes} {...props} />;
}
