import { WAITLIST_PLACE_MESSAGES } from '@fresh-pouf/contracts';
import { Button, CopyIcon, Input, ShareIcon } from '@fresh-pouf/ui';
import { useRef, useState } from 'react';
import { useTakenOver } from '@fresh-pouf/remote-kit/islands';

const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/** A referral link to copy, or to hand to the phone's share sheet where it has one. */
// One per page. Not useId(): the success view is taken over as an island of its own (remote-kit).
const id = 'mk-share-link';

export function ShareLink({ link }: { link: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  // The server draws no share button (it cannot know the phone has a share sheet); the browser adds it.
  const shareable = useTakenOver() && canShare();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      // No clipboard permission (an older browser, an embedded view): select it for a manual copy.
      input.current?.select();
      return;
    }
    setCopied(true);
  };

  const share = () => {
    navigator.share({ title: 'Fresh Pouf', text: WAITLIST_PLACE_MESSAGES.shareText, url: link }).catch(() => undefined);
  };

  return (
    <div className="mk-share-link">
      <label htmlFor={id} className="mk-share-link__label">
        Your referral link
      </label>
      <div className="mk-share-link__row">
        <Input
          ref={input}
          id={id}
          readOnly
          value={link}
          onFocus={(e) => e.currentTarget.select()}
          className="mk-share-link__input"
        />
        <Button type="button" variant="outline" onClick={() => void copy()}>
          <CopyIcon size={18} aria-hidden="true" />
          {WAITLIST_PLACE_MESSAGES.copy}
        </Button>
        {shareable ? (
          <Button type="button" onClick={share}>
            <ShareIcon size={18} aria-hidden="true" />
            {WAITLIST_PLACE_MESSAGES.share}
          </Button>
        ) : null}
      </div>
      <p role="status" className="mk-share-link__status">
        {copied ? WAITLIST_PLACE_MESSAGES.copied : ''}
      </p>
    </div>
  );
}
