import type { ComponentPropsWithRef } from 'react';
import { cn } from '../lib/cn';

export function Card({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div className={cn('fp-card', className)} {...props} />;
}

export function CardHeader({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div className={cn('fp-card__header', className)} {...props} />;
}

export interface CardTitleProps extends ComponentPropsWithRef<'h3'> {
  /** The heading level that fits the page outline where the card sits. */
  as?: 'h2' | 'h3' | 'h4';
}

export function CardTitle({ as: Heading = 'h3', className, ...props }: CardTitleProps) {
  return <Heading className={cn('fp-card__title', className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentPropsWithRef<'p'>) {
  return <p className={cn('fp-card__description', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div className={cn('fp-card__content', className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div className={cn('fp-card__footer', className)} {...props} />;
}
