import { DATA_REQUEST_MESSAGES } from '@fresh-pouf/contracts';
import { Button } from '@fresh-pouf/ui';
import { ConfirmDialog, useConfirm } from '@fresh-pouf/ui/confirm-dialog';
import type { ReactNode } from 'react';
import { useEraseEntry } from './api/erase-entry';
import { useExportEntryData } from './api/export-entry-data';

interface EntryDataActionsProps {
  entry: { id: number; fullName: string };
}

/**
 * A waitlist entry's "Export data" and "Erase" (admins only; the server refuses anyone else),
 * for whichever controls offer them: a row's menu or the entry's detail panel. `dialog` is the
 * erase confirmation, rendered once by the caller.
 */
export function useEntryDataActions({ entry }: EntryDataActionsProps) {
  const exportData = useExportEntryData();
  const erase = useEraseEntry();
  const confirmErase = useConfirm<number>();

  // What happened is said by the erasure itself (useErasures): this control may be gone by then.
  const eraseNow = (id: number) => erase.mutate(id);

  const dialog: ReactNode = (
    <ConfirmDialog
      {...confirmErase.dialog}
      title={DATA_REQUEST_MESSAGES.eraseTitle(entry.fullName)}
      description={DATA_REQUEST_MESSAGES.eraseDescription}
      confirmLabel={DATA_REQUEST_MESSAGES.eraseButton}
      onConfirm={() => confirmErase.subject !== null && eraseNow(confirmErase.subject)}
    />
  );

  return {
    exportNow: () => exportData.mutate(entry.id),
    exporting: exportData.isPending,
    askErase: () => confirmErase.ask(entry.id),
    erasing: erase.isPending,
    dialog,
  };
}

/** The two data actions as buttons (the entry's detail panel). */
export function EntryDataActions(props: EntryDataActionsProps) {
  const { entry } = props;
  const actions = useEntryDataActions(props);
  return (
    <div className="fpa-row">
      <Button
        size="sm"
        variant="outline"
        aria-label={`${DATA_REQUEST_MESSAGES.exportButton} of ${entry.fullName}`}
        disabled={actions.exporting}
        onClick={actions.exportNow}
      >
        {DATA_REQUEST_MESSAGES.exportButton}
      </Button>
      <Button
        size="sm"
        variant="outline"
        aria-label={`${DATA_REQUEST_MESSAGES.eraseButton} ${entry.fullName}`}
        disabled={actions.erasing}
        onClick={actions.askErase}
      >
        {DATA_REQUEST_MESSAGES.eraseButton}
      </Button>
      {actions.dialog}
    </div>
  );
}
