import { useEffect } from 'react';
import { showCarriedToasts } from './carried-toasts';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';
import { useToast } from './use-toast';

/** The toast defaults (docs/product/overview.md#interface-defaults). */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

/**
 * Renders the shared toast store. Mount it once, in the shell; remotes only call toast().
 * The viewport keeps Radix's F8 hotkey, which moves focus to the notifications region.
 */
export function Toaster() {
  const { toasts, dismiss } = useToast();
  // A toast the page before this one carried over as it loaded this one in its place.
  useEffect(() => showCarriedToasts(), []);
  return (
    <ToastProvider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}>
      {toasts.map(({ id, title, description, action, variant, duration, open }) => (
        <Toast
          key={id}
          variant={variant}
          open={open}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismiss(id);
          }}
          {...(duration === undefined ? {} : { duration })}
        >
          <div className="fp-toast__body">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}

export { carryOpenToasts } from './carried-toasts';
