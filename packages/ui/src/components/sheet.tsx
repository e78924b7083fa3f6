import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { XIcon } from '../icons';
import { useReturnFocus } from '../lib/opener';

export interface SheetProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: ReactNode;
  /** One line under the title, read with it when the panel opens. */
  description?: ReactNode;
  children: ReactNode;
}

/**
 * A panel that slides in from the right edge (the whole screen on a phone) over the page, as a
 * modal dialog (Radix Dialog): focus moves into it and stays there, Escape or Close ends it and
 * focus returns to whatever opened it. For a table row's full record beside the table.
 */
export function Sheet({ open, onOpenChange, title, description, children }: SheetProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fp-dialog__overlay" />
        <Dialog.Content
          className="fp-sheet"
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...returnFocus}
        >
          <div className="fp-sheet__header">
            <div>
              <Dialog.Title className="fp-sheet__title">{title}</Dialog.Title>
              {description ? (
                <Dialog.Description className="fp-sheet__description">{description}</Dialog.Description>
              ) : null}
            </div>
            <Dialog.Close className="fp-button fp-button--ghost fp-button--icon" aria-label="Close">
              <XIcon />
            </Dialog.Close>
          </div>
          <div className="fp-sheet__body">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
