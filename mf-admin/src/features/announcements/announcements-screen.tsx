import type { Announcement } from '@fresh-pouf/contracts';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, Spinner, toast } from '@fresh-pouf/ui';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { failureToast } from '../../app/admin-toasts';
import { AdminsOnly } from '../../components/admins-only';
import { ScrollTable } from '../../components/scroll-table';
import type { SignedInScreenProps } from '../../components/staff-screen';
import { useLoadFailure } from '../../lib/call-failures';
import { formatDateTime } from '../../lib/format';
import { AnnouncementEditor } from './announcement-editor';
import { audienceLabel, people, STATUS_LABELS, STATUS_VARIANTS } from './announcement-labels';
import { AnnouncementProgress } from './announcement-progress';
import { useAnnouncement } from './api/announcement';
import { useAnnouncements } from './api/announcements';
import { useAnnouncementStep } from './api/announcement-step';

const TITLE = 'Announcements';

/** `?open=new` writes one, `?open=<id>` shows one (its editor while a draft, its progress after): a reload stays put. */
const OPEN = 'open';

export function AnnouncementsScreen({ session }: SignedInScreenProps) {
  return session.user.role === 'admin' ? (
    <Announcements />
  ) : (
    <AdminsOnly screen={TITLE}>Only an admin can write and send announcements to the list.</AdminsOnly>
  );
}

function Announcements() {
  const [params, setParams] = useSearchParams();
  /** A draft created here keeps its editor (and the focus in it) when the address starts naming it. */
  const [createdHere, setCreatedHere] = useState<number | null>(null);
  const open = params.get(OPEN);
  const id = open && /^[1-9]\d{0,9}$/.test(open) ? Number(open) : null;
  const toList = () => setParams({});
  const showsList = open === null || (open !== 'new' && id === null);
  const view = showsList ? 'list' : open === 'new' || id === createdHere ? 'new' : open;

  // The button that switched views is gone: focus goes to the new view's heading, so the keyboard
  // (and a screen reader) carries on from there. A draft getting its id is not a new view.
  const heading = useRef<HTMLHeadingElement>(null);
  const shownView = useRef(view);
  useEffect(() => {
    if (shownView.current === view) return;
    shownView.current = view;
    heading.current?.focus();
  }, [view]);

  if (showsList) return <AnnouncementList heading={heading} />;
  return (
    <div className="fpa-stack">
      <div className="fpa-row fpa-row--between">
        <h1 ref={heading} tabIndex={-1} className="fpa-title fpa-title--flush">
          {open === 'new' ? 'New announcement' : 'Announcement'}
        </h1>
        <Button variant="outline" onClick={toList}>
          All announcements
        </Button>
      </div>
      <OpenAnnouncement
        key={view}
        id={id}
        onCreated={(created) => {
          setCreatedHere(created.id);
          setParams({ [OPEN]: String(created.id) }, { replace: true });
        }}
        onMissing={toList}
      />
    </div>
  );
}

function OpenAnnouncement({
  id,
  onCreated,
  onMissing,
}: {
  id: number | null;
  onCreated(a: Announcement): void;
  onMissing(): void;
}) {
  const loaded = useAnnouncement(id);
  useLoadFailure(loaded.error, () => {
    toast(failureToast('Error', 'That announcement could not be loaded. It may not exist.'));
    onMissing();
  });
  if (id !== null && !loaded.data) return loaded.isPending ? <Spinner label="Loading announcement" /> : null;
  const announcement = loaded.data ?? null;
  if (!announcement || announcement.status === 'draft')
    return <AnnouncementEditor announcement={announcement} onCreated={onCreated} />;
  return <AnnouncementSend announcement={announcement} />;
}

/** A send under way or done: where it stands (polled from the server while sending), pause and resume. */
function AnnouncementSend({ announcement }: { announcement: Announcement }) {
  const pause = useAnnouncementStep('pause');
  const resume = useAnnouncementStep('resume');
  const busy = pause.isPending || resume.isPending;
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle as="h2" className="fpa-break">
            {announcement.subject}
          </CardTitle>
        </CardHeader>
        <CardContent className="fpa-stack">
          <dl className="fpa-details">
            <dt>Status</dt>
            <dd>
              <span role="status" data-testid="announcement-status">
                <Badge variant={STATUS_VARIANTS[announcement.status]}>{STATUS_LABELS[announcement.status]}</Badge>
              </span>
            </dd>
            <dt>Audience</dt>
            <dd>{audienceLabel(announcement)}</dd>
            <dt>Recipients</dt>
            <dd>{people(announcement.recipients ?? 0)}</dd>
            {announcement.startedAt ? (
              <>
                <dt>Started</dt>
                <dd>{formatDateTime(announcement.startedAt)}</dd>
              </>
            ) : null}
            {announcement.finishedAt ? (
              <>
                <dt>Finished</dt>
                <dd>{formatDateTime(announcement.finishedAt)}</dd>
              </>
            ) : null}
          </dl>
          <AnnouncementProgress announcement={announcement} />
          {announcement.status === 'sending' ? (
            <div className="fpa-row">
              <Button variant="outline" disabled={busy} onClick={() => pause.mutate(announcement.id)}>
                {pause.isPending ? 'Pausing...' : 'Pause sending'}
              </Button>
            </div>
          ) : announcement.status === 'paused' ? (
            <div className="fpa-row">
              <Button disabled={busy} onClick={() => resume.mutate(announcement.id)}>
                {resume.isPending ? 'Resuming...' : 'Resume sending'}
              </Button>
              <p className="fpa-muted">Paused: nothing more goes out until it is resumed.</p>
            </div>
          ) : null}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Message (Markdown)</CardTitle>
        </CardHeader>
        <CardContent>
          <pre className="fpa-markdown-source">{announcement.bodyMarkdown}</pre>
        </CardContent>
      </Card>
    </>
  );
}

function AnnouncementList({ heading }: { heading: RefObject<HTMLHeadingElement | null> }) {
  const [, setParams] = useSearchParams();
  const list = useAnnouncements();
  let body: ReactNode;
  if (list.isPending) body = <Spinner label="Loading announcements" />;
  else if (list.isError)
    body = (
      <div className="fpa-empty">
        <p className="fpa-empty__title">The announcements could not be loaded</p>
        <Button variant="outline" onClick={() => void list.refetch()}>
          Try again
        </Button>
      </div>
    );
  else if (!list.data?.length)
    body = (
      <div className="fpa-empty">
        <p className="fpa-empty__title">No announcements yet</p>
        <p className="fpa-muted">Write one to tell the list about the launch, a new plan or a delivery date.</p>
      </div>
    );
  else
    body = (
      <ScrollTable
        label="Announcements"
        height="fit"
        columns={['Subject', 'Audience', 'Status', 'Progress', 'Created']}
      >
        {list.data.map((announcement) => (
          <AnnouncementRow key={announcement.id} listed={announcement} />
        ))}
      </ScrollTable>
    );
  return (
    <div className="fpa-stack">
      <div className="fpa-row fpa-row--between">
        <div>
          <h1 ref={heading} tabIndex={-1} className="fpa-title fpa-title--flush">
            {TITLE}
          </h1>
          <p className="fpa-muted">
            E-mails to the list, sent in batches on Postmark&apos;s broadcast stream. Unsubscribed and bounced addresses
            are skipped.
          </p>
        </div>
        <Button onClick={() => setParams({ [OPEN]: 'new' })}>New announcement</Button>
      </div>
      {body}
    </div>
  );
}

function AnnouncementRow({ listed }: { listed: Announcement }) {
  // A send under way is read on its own: reading it is what records it as sent once nothing is left.
  const live = useAnnouncement(listed.status === 'sending' ? listed.id : null);
  const announcement = listed.status === 'sending' && live.data ? live.data : listed;
  return (
    <tr>
      <td className="fpa-subject-cell">
        <Link to={{ search: `?${OPEN}=${announcement.id}` }}>{announcement.subject}</Link>
      </td>
      <td>{audienceLabel(announcement)}</td>
      <td>
        <Badge variant={STATUS_VARIANTS[announcement.status]}>{STATUS_LABELS[announcement.status]}</Badge>
      </td>
      <td className="fpa-progress-cell">
        {announcement.status === 'draft' ? (
          <span className="fpa-muted">Not sent</span>
        ) : (
          <AnnouncementProgress announcement={announcement} compact />
        )}
      </td>
      <td>{formatDateTime(announcement.createdAt)}</td>
    </tr>
  );
}
