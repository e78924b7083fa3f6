import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useState, type ReactNode } from 'react';
import { useReturnFocus } from '../lib/opener';
import { buttonClassName } from './button';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  description: ReactNode;
  /** The destructive action's label ("Delete", "Deactivate"). */
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm(): void;
}

/**
 * Asks before a destructive action, as an accessible alert dialog (Radix AlertDialog): focus
 * moves into it (to Cancel, the safe choice), stays there, and returns to the button that opened
 * it; Escape cancels; screen readers hear the title and the description.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
}: ConfirmDialogProps) {
  const returnFocus = useReturnFocus();
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fp-dialog__overlay" />
        <AlertDialog.Content className="fp-dialog" {...returnFocus}>
          <AlertDialog.Title className="fp-dialog__title">{title}</AlertDialog.Title>
          <AlertDialog.Description className="fp-dialog__description">{description}</AlertDialog.Description>
          <div className="fp-dialog__actions">
            <AlertDialog.Cancel className={buttonClassName({ variant: 'outline' })}>{cancelLabel}</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClassName({ variant: 'primary' })} onClick={onConfirm}>
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/**
 * What a destructive button asks about: `ask(thing)` opens the dialog for it, `dialog` is the
 * dialog's open state to spread on <ConfirmDialog>, and `subject` is the thing while it is asked.
 */
export function useConfirm<T>() {
  const [subject, setSubject] = useState<T | null>(null);
  return {
    subject,
    ask: (thing: T) => setSubject(thing),
    dialog: {
      open: subject !== null,
      onOpenChange: (open: boolean) => {
        if (!open) setSubject(null);
      },
    },
  };
}
