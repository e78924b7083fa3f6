import { formatCount } from '@fresh-pouf/contracts/values';
import { Button, Spinner, toast } from '@fresh-pouf/ui';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { failureToast } from '../../app/admin-toasts';
import { ADMIN_SCREENS } from '../../app/routes';
import { LoadMore } from '../../components/load-more';
import { ScreenHeader } from '../../components/screen-header';
import { SearchField } from '../../components/search-field';
import { TotalCard } from '../../components/total-card';
import type { SignedInScreenProps } from '../../components/staff-screen';
import { useLoadFailure } from '../../lib/call-failures';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useExportWaitlist } from './api/export-waitlist';
import { useWaitlist, useWaitlistEntry } from './api/waitlist';
import { EntryDetails } from './entry-details';
import { WaitlistTable } from './waitlist-table';
import { useErasures } from '../data-requests/api/erase-entry';
import { DataRequestsCard } from '../data-requests/data-requests-card';
import { ReferralHoldsCard } from '../referral-holds/referral-holds-card';

/** Typing asks the server once the words have stopped changing for this long. */
const SEARCH_DEBOUNCE_MS = 250;

export function WaitlistScreen({ session }: SignedInScreenProps) {
  return <WaitlistManagement isAdmin={session.user.role === 'admin'} />;
}

/** `isAdmin`: data requests (export, erase, the open tasks) and decisions on held referrals are for admins only. */
function WaitlistManagement({ isAdmin }: { isAdmin: boolean }) {
  const [search, setSearch] = useState('');
  // The search the server answers: the box's words once typing pauses.
  const searched = useDebouncedValue(search, SEARCH_DEBOUNCE_MS).trim();
  const waitlist = useWaitlist(searched);
  const exportCsv = useExportWaitlist();
  // The answer for `searched`; while it is on its way, the previous answer stays on screen.
  const shown = waitlist.entries;
  const answered = !waitlist.isPlaceholderData;
  // By id, so the panel follows the entry when the list is read again (after an erasure).
  const [openId, setOpenId] = useState<number | null>(null);
  // Read on its own: a search's answer may no longer hold it (an erased entry is renamed).
  const opened = useWaitlistEntry(
    openId,
    waitlist.entries.find((entry) => entry.id === openId),
  );
  // An erased row may leave the search's results with the menu that had focus: focus goes to the
  // sentence saying what happened (the detail panel says it itself when it is open on the entry).
  const latest = useErasures().at(-1);
  // Erasures made before this screen opened are history, not news.
  const [openedAfter] = useState(() => latest?.at ?? 0);
  const erasure = latest && latest.at > openedAfter ? latest : null;
  const erasureRef = useRef<HTMLParagraphElement>(null);
  const focusErasure = useEffectEvent((entryId: number) => {
    if (entryId !== openId) erasureRef.current?.focus();
  });
  const erasureAt = erasure?.at;
  const erasedEntry = erasure?.entryId;
  useEffect(() => {
    if (erasureAt !== undefined && erasedEntry !== undefined) focusErasure(erasedEntry);
  }, [erasureAt, erasedEntry]);

  useLoadFailure(waitlist.error, () =>
    toast(failureToast('Error', 'Failed to load waitlist entries. Please try again.')),
  );

  return (
    <div className="fpa-stack">
      <ScreenHeader title="Waitlist Management" summary="View and manage all waitlist registrations.">
        <Button variant="outline" onClick={() => exportCsv.mutate()} disabled={exportCsv.isPending}>
          {exportCsv.isPending ? 'Exporting...' : 'Export CSV'}
        </Button>
        <Button asChild variant="outline">
          <Link to={ADMIN_SCREENS.dashboard.path}>Back to Dashboard</Link>
        </Button>
      </ScreenHeader>
      <TotalCard
        title="Total entries"
        testId="waitlist-total"
        value={waitlist.isPending ? '…' : formatCount(waitlist.total)}
      />
      <ReferralHoldsCard canDecide={isAdmin} />
      {isAdmin ? <DataRequestsCard /> : null}
      <SearchField
        label="Search waitlist"
        placeholder="Search by name, email or plan..."
        value={search}
        onValueChange={setSearch}
      />
      <p ref={erasureRef} tabIndex={-1} role="status" className={erasure ? 'fpa-outcome' : 'fp-visually-hidden'}>
        {erasure ? `Entry #${erasure.entryId}: ${erasure.message}` : null}
      </p>
      {waitlist.isPending ? (
        <Spinner label="Loading waitlist entries" />
      ) : (
        <>
          {answered && shown.length === 0 && searched ? (
            <div className="fpa-empty">
              <p className="fpa-empty__title">No entries match “{searched}”</p>
              <p className="fpa-muted">
                Search looks at the names, email addresses and plans of every entry on the list.
              </p>
            </div>
          ) : (
            <WaitlistTable entries={shown} isAdmin={isAdmin} onOpen={setOpenId} />
          )}
          <LoadMore
            shown={shown.length}
            total={waitlist.total}
            hasMore={waitlist.hasNextPage}
            loading={waitlist.isFetchingNextPage}
            onLoadMore={() => void waitlist.fetchNextPage()}
          />
        </>
      )}
      <EntryDetails entry={opened} isAdmin={isAdmin} onClose={() => setOpenId(null)} />
    </div>
  );
}
