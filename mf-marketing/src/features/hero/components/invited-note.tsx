import { WAITLIST_PLACE_MESSAGES } from '@fresh-pouf/contracts';
import { referralCodeOf } from '@fresh-pouf/contracts/values';
import { UsersIcon } from '@fresh-pouf/ui';
import { useSearchParams } from 'react-router-dom';

/**
 * Opened through a friend's referral link (`/?ref=<code>`): the first screen says so. Drawn by
 * the server from the address, so it shows without the page's script; it names nobody (the code
 * says who, and only the server knows).
 */
export function InvitedNote() {
  const [search] = useSearchParams();
  if (referralCodeOf(search) === null) return null;
  return (
    <p className="mk-hero__invited">
      <UsersIcon size={20} />
      <span>
        <strong>{WAITLIST_PLACE_MESSAGES.invitedTitle}.</strong> {WAITLIST_PLACE_MESSAGES.invitedText}
      </span>
    </p>
  );
}
