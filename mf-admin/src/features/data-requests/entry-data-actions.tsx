import { DATA_REQUEST_MESSAGES } from '@fresh-pouf/contracts';
import { Button, toast } from '@fresh-pouf/ui';
import { ConfirmDialog, useConfirm } from '@fresh-pouf/ui/confirm-dialog';
import { useEraseEntry } from './api/erase-entry';
import { useExportEntryData } from './api/export-entry-data';

interface EntryDataActionsProps {
  entry: { id: number; fullName: string };
}

/** A waitlist row's "Export data" and "Erase" (admins only; the server refuses anyone else). */
export function EntryDataActions({ entry }: EntryDataActionsProps) {
  const exportData = useExportEntryData();
  const erase = useEraseEntry();
  const confirmErase = useConfirm<number>();

  const eraseNow = (id: number) =>
    erase.mutate(id, {
      onSuccess: (answer) =>
        toast({ title: 'Data erased', description: answer.message, ...(answer.stripeCustomer === 'failed' || answer.stripeCustomer === 'by-hand' ? { variant: 'destructive' as const } : {}) }),
    });

  return (
    <div className="fpa-row">
      <Button
        size="sm"
        variant="outline"
        aria-label={`${DATA_REQUEST_MESSAGES.exportButton} of ${entry.fullName}`}
        disabled={exportData.isPending}
        onClick={() => exportData.mutate(entry.id)}
      >
        {DATA_REQUEST_MESSAGES.exportButton}
      </Button>
      <Button
        size="sm"
        variant="outline"
        aria-label={`${DATA_REQUEST_MESSAGES.eraseButton} ${entry.fullName}`}
        disabled={erase.isPending}
        onClick={() => confirmErase.ask(entry.id)}
      >
        {DATA_REQUEST_MESSAGES.eraseButton}
      </Button>
      <ConfirmDialog
        {...confirmErase.dialog}
        title={DATA_REQUEST_MESSAGES.eraseTitle(entry.fullName)}
        description={DATA_REQUEST_MESSAGES.eraseDescription}
        confirmLabel={DATA_REQUEST_MESSAGES.eraseButton}
        onConfirm={() => confirmErase.subject !== null && eraseNow(confirmErase.subject)}
      />
    </div>
  );
}
