import { ANNOUNCEMENT_LAYOUT_NOTE, type AnnouncementPreviewRequest } from '@fresh-pouf/contracts';
import { Button } from '@fresh-pouf/ui';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useAnnouncementPreview } from './api/announcement-preview';
import './announcement-preview.css';

/** The widths a reader's mail client shows: a small phone, and the layout's own maximum. */
export const PREVIEW_WIDTHS = { phone: 320, desktop: 600 } as const;
type PreviewWidth = keyof typeof PREVIEW_WIDTHS;
const WIDTH_LABELS: Record<PreviewWidth, string> = { phone: 'Phone (320 px)', desktop: 'Desktop (600 px)' };

/** Asks core for a new rendering once the writer pauses, not on every key. */
const PREVIEW_DEBOUNCE_MS = 400;

/**
 * The exact e-mail a recipient gets, rendered by core's layout (their own unsubscribe link
 * aside): the HTML part in a sandboxed frame at a phone's or a desktop's width, and the text part.
 * The frame runs no script (no allow-scripts); same-origin only so its height can be read and the
 * whole e-mail shows without a second scrollbar.
 */
export function AnnouncementPreview({ draft }: { draft: AnnouncementPreviewRequest }) {
  const settled = useDebouncedValue(draft, PREVIEW_DEBOUNCE_MS);
  const preview = useAnnouncementPreview(settled);
  const [width, setWidth] = useState<PreviewWidth>('desktop');
  const [height, setHeight] = useState(480);
  const frame = useRef<HTMLIFrameElement>(null);
  const headingId = useId();
  const textId = useId();

  const measure = useCallback(() => {
    // The document's own height, not its scrollHeight: that never drops below the frame's height,
    // so a frame grown for the phone width would stay tall at the desktop width.
    const root = frame.current?.contentDocument?.documentElement;
    if (root) setHeight(Math.max(Math.ceil(root.getBoundingClientRect().height), 240));
  }, []);
  // A narrower frame wraps the same e-mail onto more lines.
  useEffect(measure, [width, measure]);

  const data = preview.data;
  const stale = preview.isFetching || settled !== draft;
  return (
    <section className="fpa-email-preview" aria-labelledby={headingId}>
      <div className="fpa-row fpa-row--between">
        <h2 id={headingId} className="fpa-subtitle">
          E-mail preview
        </h2>
        <div className="fpa-row fpa-email-preview__widths" role="group" aria-label="Preview width">
          {(Object.keys(PREVIEW_WIDTHS) as PreviewWidth[]).map((w) => (
            <Button
              key={w}
              type="button"
              size="sm"
              variant={width === w ? 'secondary' : 'outline'}
              aria-pressed={width === w}
              onClick={() => setWidth(w)}
            >
              {WIDTH_LABELS[w]}
            </Button>
          ))}
        </div>
      </div>
      <p className="fpa-email-preview__note">{ANNOUNCEMENT_LAYOUT_NOTE}</p>
      <p className="fpa-email-preview__status" role="status">
        {preview.isError && !data ? 'The preview could not be drawn just now.' : stale ? 'Updating the preview...' : ''}
      </p>
      {data ? (
        <>
          {/* Focusable: on a narrow screen the desktop width scrolls inside this box, by keyboard too. */}
          <div className="fpa-email-preview__stage" role="region" aria-label="The e-mail as it looks" tabIndex={0}>
            <iframe
              ref={frame}
              className="fpa-email-preview__frame"
              title={`The e-mail's HTML part at ${WIDTH_LABELS[width]} width`}
              sandbox="allow-same-origin"
              srcDoc={data.html}
              onLoad={measure}
              style={{ width: PREVIEW_WIDTHS[width], height }}
              data-width={width}
            />
          </div>
          <h3 id={textId} className="fpa-email-preview__text-title">
            Text part
          </h3>
          <pre
            className="fpa-markdown-source fpa-email-preview__text"
            aria-labelledby={textId}
            tabIndex={0}
            data-testid="preview-text"
          >
            {data.text}
          </pre>
        </>
      ) : null}
    </section>
  );
}
