import { ApiRequestError } from '@fresh-pouf/api-client';
import {
  ANNOUNCEMENT_SEGMENT_LABELS,
  ANNOUNCEMENT_SEGMENTS,
  PLANS,
  announcementDraftSchema,
  firstFieldErrors,
  type Announcement,
  type AnnouncementDraft,
  type AnnouncementSegment,
  type AnnouncementSegmentChoice,
  type PlanId,
} from '@fresh-pouf/contracts';
import { Button, Card, CardContent, FormField, Input, Textarea, toast } from '@fresh-pouf/ui';
import { ConfirmDialog, useConfirm } from '@fresh-pouf/ui/confirm-dialog';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@fresh-pouf/ui/select';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { people } from './announcement-labels';
import { AnnouncementPreview } from './announcement-preview';
import { useAnnouncementStep } from './api/announcement-step';
import { useCreateAnnouncement } from './api/create-announcement';
import { useRecipientCount } from './api/recipient-count';
import { useTestAnnouncement } from './api/test-announcement';
import { useUpdateAnnouncement } from './api/update-announcement';

interface Values {
  subject: string;
  bodyMarkdown: string;
  segment: AnnouncementSegment;
  /** '' until a plan is chosen. */
  plan: PlanId | '';
}

const EMPTY: Values = { subject: '', bodyMarkdown: '', segment: 'confirmed', plan: '' };

const valuesOf = (a: Announcement | null): Values =>
  a
    ? { subject: a.subject, bodyMarkdown: a.bodyMarkdown, segment: a.segment, plan: (a.plan ?? '') as PlanId | '' }
    : EMPTY;

/** What the server gets: the plan only for 'By plan'. */
const draftOf = (v: Values) => ({
  subject: v.subject,
  bodyMarkdown: v.bodyMarkdown,
  segment: v.segment,
  ...(v.segment === 'plan' && v.plan ? { plan: v.plan } : {}),
});

/** The segment as counted, or null while 'By plan' has no plan yet. */
const choiceOf = (segment: AnnouncementSegment, plan: PlanId | ''): AnnouncementSegmentChoice | null =>
  segment !== 'plan' ? { segment } : plan ? { segment, plan } : null;

/** Stops asking the server for a count while the audience is still being chosen. */
const COUNT_DEBOUNCE_MS = 300;

interface AnnouncementEditorProps {
  /** The draft being edited; null for a new one. */
  announcement: Announcement | null;
  /** A new draft was stored: the screen's address now names it, so a reload finds it. */
  onCreated(announcement: Announcement): void;
}

/**
 * Writes a draft and sends it: subject, Markdown body (rendered by core, previewed as the e-mail
 * itself below the form), audience with its live recipient count, a test to oneself, then the send behind
 * a confirmation. Each action saves the draft first, so what is tested or sent is what is shown.
 */
export function AnnouncementEditor({ announcement, onCreated }: AnnouncementEditorProps) {
  const [values, setValues] = useState<Values>(() => valuesOf(announcement));
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** The draft as the server has it: an unchanged draft is not written again. */
  const saved = useRef<{ id: number; draft: string } | null>(
    announcement ? { id: announcement.id, draft: JSON.stringify(draftOf(valuesOf(announcement))) } : null,
  );
  const create = useCreateAnnouncement();
  const update = useUpdateAnnouncement();
  const test = useTestAnnouncement();
  const send = useAnnouncementStep('send');
  const confirmSend = useConfirm<number>();
  const busy = create.isPending || update.isPending || test.isPending || send.isPending;

  const choice = choiceOf(values.segment, values.plan);
  const choiceKey = JSON.stringify(choice);
  const countedKey = useDebouncedValue(choiceKey, COUNT_DEBOUNCE_MS);
  const count = useRecipientCount(JSON.parse(countedKey) as AnnouncementSegmentChoice | null);
  const counted = countedKey === choiceKey ? (count.data ?? null) : null;

  // One object per wording, so the preview's debounce sees a change only when the words change.
  const previewDraft = useMemo(
    () => ({ subject: values.subject, bodyMarkdown: values.bodyMarkdown }),
    [values.subject, values.bodyMarkdown],
  );

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors(({ [key]: _cleared, ...rest }) => rest);
  };

  /** The draft checked with the schema the server enforces, its messages under each field. */
  const checked = (): AnnouncementDraft | null => {
    const parsed = announcementDraftSchema.safeParse(draftOf(values));
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    setErrors(firstFieldErrors(parsed.error));
    return null;
  };

  /** Stores the draft (created, or rewritten if it changed); null when it could not be. */
  const save = async (): Promise<Announcement | { id: number } | null> => {
    const draft = checked();
    if (!draft) return null;
    const text = JSON.stringify(draftOf(values));
    try {
      if (!saved.current) {
        const created = await create.mutateAsync(draft);
        saved.current = { id: created.id, draft: text };
        onCreated(created);
        return created;
      }
      if (saved.current.draft === text) return { id: saved.current.id };
      const updated = await update.mutateAsync({ id: saved.current.id, draft });
      saved.current = { id: updated.id, draft: text };
      return updated;
    } catch (error) {
      // The call's own toast has said what went wrong; a refused field is also marked.
      if (error instanceof ApiRequestError) setErrors(error.fieldErrors);
      return null;
    }
  };

  const saveDraft = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (await save()) toast({ title: 'Draft saved', description: `"${values.subject.trim()}" is saved as a draft.` });
  };

  const sendTest = async () => {
    const stored = await save();
    if (!stored) return;
    const sentTo = await test.mutateAsync(stored.id).catch(() => null);
    if (sentTo) toast({ title: 'Test sent', description: `A test copy is on its way to ${sentTo}.` });
  };

  const askToSend = () => {
    if (!checked() || !counted?.canSend) return;
    confirmSend.ask(counted.recipients);
  };

  const sendNow = async () => {
    const stored = await save();
    if (!stored) return;
    const started = await send.mutateAsync(stored.id).catch(() => null);
    // The screen now shows the send's progress (the announcement is no longer a draft).
    if (started)
      toast({
        title: 'Sending started',
        description: `"${started.subject}" is on its way to ${people(started.recipients ?? 0)}.`,
      });
  };

  return (
    <Card>
      <form onSubmit={saveDraft} noValidate aria-label="Announcement">
        <CardContent className="fpa-stack">
          <FormField label="Subject" error={errors.subject}>
            {(control) => (
              <Input
                {...control}
                maxLength={150}
                value={values.subject}
                onChange={(e) => set('subject', e.target.value)}
              />
            )}
          </FormField>
          <FormField
            label="Body"
            hint="Markdown: a blank line between paragraphs, **bold**, _italic_, [a link](https://…), # Heading, - list item. Write your own greeting and sign-off: the preview below shows the e-mail exactly as recipients get it."
            error={errors.bodyMarkdown}
          >
            {(control) => (
              <Textarea
                {...control}
                className="fpa-markdown"
                rows={12}
                value={values.bodyMarkdown}
                onChange={(e) => set('bodyMarkdown', e.target.value)}
              />
            )}
          </FormField>
          <div className="fpa-form-grid">
            <FormField label="Audience" hint="Only confirmed entries that have not unsubscribed" error={errors.segment}>
              {({ id }) => (
                <Select
                  value={values.segment}
                  onValueChange={(segment) => set('segment', segment as AnnouncementSegment)}
                >
                  <SelectTrigger id={id}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {ANNOUNCEMENT_SEGMENTS.map((segment) => (
                      <SelectItem key={segment} value={segment}>
                        {ANNOUNCEMENT_SEGMENT_LABELS[segment]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            </FormField>
            {values.segment === 'plan' ? (
              <FormField label="Plan" error={errors.plan}>
                {({ id, ...described }) => (
                  <Select value={values.plan} onValueChange={(plan) => set('plan', plan as PlanId)}>
                    <SelectTrigger id={id} {...described}>
                      <SelectValue placeholder="Choose a plan" />
                    </SelectTrigger>
                    <SelectContent>
                      {PLANS.map((plan) => (
                        <SelectItem key={plan.id} value={plan.id}>
                          {plan.title}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              </FormField>
            ) : null}
          </div>
          <RecipientSummary choice={choice} counted={counted} failed={count.isError} />
          <div className="fpa-row">
            <Button type="submit" variant="outline" disabled={busy}>
              {create.isPending || update.isPending ? 'Saving...' : 'Save draft'}
            </Button>
            <Button type="button" variant="outline" disabled={busy} onClick={() => void sendTest()}>
              {test.isPending ? 'Sending test...' : 'Send a test to myself'}
            </Button>
            <Button type="button" disabled={busy || !counted?.canSend} onClick={askToSend}>
              {send.isPending ? 'Starting...' : counted?.canSend ? `Send to ${people(counted.recipients)}` : 'Send'}
            </Button>
          </div>
          <AnnouncementPreview draft={previewDraft} />
        </CardContent>
      </form>
      <ConfirmDialog
        {...confirmSend.dialog}
        title={`Send to ${people(confirmSend.subject ?? 0)}?`}
        description={`"${values.subject.trim()}" goes out now to ${people(confirmSend.subject ?? 0)} (${ANNOUNCEMENT_SEGMENT_LABELS[values.segment]}). It cannot be called back; you can pause the send while it runs.`}
        confirmLabel="Send now"
        onConfirm={() => void sendNow()}
      />
    </Card>
  );
}

function RecipientSummary({
  choice,
  counted,
  failed,
}: {
  choice: AnnouncementSegmentChoice | null;
  counted: { recipients: number; problem: string | null } | null;
  failed: boolean;
}) {
  const text =
    choice === null
      ? 'Choose a plan to see who gets it.'
      : counted
        ? `${people(counted.recipients)} will get it.`
        : failed
          ? 'The recipients could not be counted just now.'
          : 'Counting recipients...';
  return (
    <div className="fpa-recipients" role="status" data-testid="recipient-count">
      <p className="fpa-recipients__count">{text}</p>
      {counted?.problem ? <p className="fpa-recipients__problem">{counted.problem}</p> : null}
    </div>
  );
}
