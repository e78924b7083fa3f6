import { ANNOUNCEMENT_SEGMENT_LABELS, type Announcement, type AnnouncementStatus } from '@fresh-pouf/contracts';
import { formatCount } from '@fresh-pouf/contracts/values';
import type { BadgeVariant } from '@fresh-pouf/ui';
import { planTitle } from '../../lib/format';

export const STATUS_LABELS: Record<AnnouncementStatus, string> = {
  draft: 'Draft',
  sending: 'Sending',
  paused: 'Paused',
  sent: 'Sent',
};
export const STATUS_VARIANTS: Record<AnnouncementStatus, BadgeVariant> = {
  draft: 'outline',
  sending: 'secondary',
  paused: 'warning',
  sent: 'success',
};

/** "Everyone confirmed", or "By plan: Monthly". */
export function audienceLabel(announcement: Pick<Announcement, 'segment' | 'plan'>): string {
  const label = ANNOUNCEMENT_SEGMENT_LABELS[announcement.segment];
  return announcement.segment === 'plan' && announcement.plan ? `${label}: ${planTitle(announcement.plan)}` : label;
}

/** "1 person", "12 people". */
export const people = (count: number) => `${formatCount(count)} ${count === 1 ? 'person' : 'people'}`;
