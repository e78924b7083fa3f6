import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import { XIcon } from '../icons';
import { openerOf } from '../lib/opener';

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
  // Opened from state rather than a Trigger, so the panel itself remembers who had focus.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fp-dialog__overlay" />
        <Dialog.Content
          className="fp-sheet"
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            opener.current = openerOf(document.activeElement);
          }}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
        >
          <div className="fp-sheet__header">
            <div>
              <Dialog.Title className="fp-sheet__title">{title}</Dialog.Title>
              {description ? <Dialog.Description className="fp-sheet__description">{description}</Dialog.Description> : null}
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
