import * as ToastPrimitive from '@radix-ui/react-toast';
import type { ComponentPropsWithRef } from 'react';
import { XIcon } from '../icons';
import { cn } from '../lib/cn';
import type { ToastVariant } from './toast-store';

export const ToastProvider = ToastPrimitive.Provider;

export function ToastViewport({ className, ...props }: ComponentPropsWithRef<typeof ToastPrimitive.Viewport>) {
  return <ToastPrimitive.Viewport className={cn('fp-toast-viewport', className)} {...props} />;
}

export interface ToastProps extends ComponentPropsWithRef<typeof ToastPrimitive.Root> {
  variant?: ToastVariant;
}

export function Toast({ variant = 'default', className, ...props }: ToastProps) {
  return <ToastPrimitive.Root className={cn('fp-toast', `fp-toast--${variant}`, className)} {...props} />;
}

export function ToastTitle({ className, ...props }: ComponentPropsWithRef<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn('fp-toast__title', className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentPropsWithRef<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn('fp-toast__description', className)} {...props} />;
}

/** An optional action; `altText` says how to reach it without the toast (Radix requirement). */
export function ToastAction({ className, ...props }: ComponentPropsWithRef<typeof ToastPrimitive.Action>) {
  return <ToastPrimitive.Action className={cn('fp-toast__action', className)} {...props} />;
}

export function ToastClose({
  className,
  'aria-label': ariaLabel = 'Close notification',
  ...props
}: ComponentPropsWithRef<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close className={cn('fp-toast__close', className)} aria-label={ariaLabel} {...props}>
      <XIcon size={16} />
    </ToastPrimitive.Close>
  );
}
