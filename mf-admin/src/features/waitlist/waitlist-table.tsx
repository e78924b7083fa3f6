import { type AdminWaitlistEntry, DATA_REQUEST_MESSAGES, isErasedEntry } from '@fresh-pouf/contracts';
import { Badge, Button, EllipsisIcon } from '@fresh-pouf/ui';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@fresh-pouf/ui/dropdown-menu';
import { memo, useDeferredValue, type ReactNode } from 'react';
import { mainLandmark } from '../../components/admin-frame';
import { ScrollTable } from '../../components/scroll-table';
import { formatDateTime, planLabel } from '../../lib/format';
import { useEntryDataActions } from '../data-requests/entry-data-actions';

const FIRST_ROWS = 30;

interface WaitlistTableProps {
  entries: AdminWaitlistEntry[];
  isAdmin: boolean;
  onOpen(id: number): void;
}

/**
 * The columns staff read first, one line of badges per row and every action in one menu, so a
 * row stays one line tall and the table fits a 1280 px screen; the rest of an entry is in its
 * detail panel (the name, or "View details").
 */
export function WaitlistTable({ entries, isAdmin, onOpen }: WaitlistTableProps) {
  // A page is 500 rows: the first screenful draws at once, the rest in a render the browser may
  // interrupt, so a phone can scroll, search and tap while they arrive.
  const drawn = useDeferredValue(entries, entries.slice(0, FIRST_ROWS));
  return (
    <ScrollTable
      label="Waitlist entries"
      columns={['ID', 'Name', 'Plan', 'Payment', 'Confirmed', 'Joined', { hidden: 'Actions' }]}
    >
      {drawn.map((entry) => (
        <EntryRow key={entry.id} entry={entry} isAdmin={isAdmin} onOpen={onOpen} />
      ))}
    </ScrollTable>
  );
}

// Five hundred rows a page: a row draws again only when its own entry changes.
const EntryRow = memo(function EntryRow({
  entry,
  isAdmin,
  onOpen,
}: { entry: AdminWaitlistEntry } & Omit<WaitlistTableProps, 'entries'>) {
  const erased = isErasedEntry(entry);
  return (
    <tr>
      <td className="fpa-num">{entry.id}</td>
      <td>
        <span className="fpa-person">
          <button
            type="button"
            className="fpa-link-button fpa-person__line"
            title={entry.fullName}
            aria-haspopup="dialog"
            onClick={() => onOpen(entry.id)}
          >
            {entry.fullName}
          </button>
          {erased ? (
            <span className="fpa-person__line fpa-muted">Personal data erased</span>
          ) : (
            <span className="fpa-person__line fpa-muted" title={entry.email}>
              {entry.email}
            </span>
          )}
        </span>
      </td>
      <td>{planLabel(entry)}</td>
      <td>
        <span className="fpa-badges">
          {entry.paymentMade ? <Badge variant="success">Paid</Badge> : <Badge variant="outline">Pending</Badge>}
          {entry.earlyBird ? <Badge variant="secondary">Early Bird</Badge> : null}
          {entry.priceAlert ? <Badge variant="warning">Price alert</Badge> : null}
        </span>
      </td>
      <td>{entry.confirmedAt ? <Badge variant="success">Yes</Badge> : <Badge variant="outline">Not yet</Badge>}</td>
      <td>{formatDateTime(entry.joinDate)}</td>
      <td>
        {isAdmin && !erased ? (
          <AdminRowActions entry={entry} onOpen={onOpen} />
        ) : (
          <RowActions entry={entry} onOpen={onOpen} />
        )}
      </td>
    </tr>
  );
});

function RowActions({
  entry,
  onOpen,
  children,
}: {
  entry: AdminWaitlistEntry;
  onOpen(id: number): void;
  children?: ReactNode;
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Actions for ${entry.fullName} (#${entry.id})`}>
          <EllipsisIcon />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent container={mainLandmark()}>
        <DropdownMenuItem onSelect={() => onOpen(entry.id)}>View details</DropdownMenuItem>
        {children}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** An admin's menu adds the data actions; an erased entry has nothing left to export or erase. */
function AdminRowActions({ entry, onOpen }: { entry: AdminWaitlistEntry } & Pick<WaitlistTableProps, 'onOpen'>) {
  const actions = useEntryDataActions({ entry });
  return (
    <>
      <RowActions entry={entry} onOpen={onOpen}>
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={actions.exporting} onSelect={actions.exportNow}>
          {DATA_REQUEST_MESSAGES.exportButton}
        </DropdownMenuItem>
        <DropdownMenuItem disabled={actions.erasing} onSelect={actions.askErase}>
          {DATA_REQUEST_MESSAGES.eraseButton}
        </DropdownMenuItem>
      </RowActions>
      {actions.dialog}
    </>
  );
}
