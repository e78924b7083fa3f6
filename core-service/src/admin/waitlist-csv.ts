import { type AdminWaitlistEntry, describeSubscription } from '@fresh-pouf/contracts';

export const CSV_HEADER = [
  'ID',
  'Full Name',
  'Email',
  'Plan',
  'Family Plan',
  'Number of Poufs',
  'Early Bird',
  'Paid',
  'Joined',
  'Subscription',
  'Price Alert',
  'Source',
  'Confirmed',
  'Position',
  'Referrals',
  'Privacy Version',
  'Privacy Accepted',
];

/**
 * RFC 4180 quoting, plus a leading apostrophe for text a spreadsheet would run as a formula
 * (a visitor chooses their own name).
 */
export function csvCell(value: string | number | boolean): string {
  let text = typeof value === 'boolean' ? (value ? 'Yes' : 'No') : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: (string | number | boolean)[]) => `${cells.map(csvCell).join(',')}\r\n`;

export const entryLine = (e: AdminWaitlistEntry) =>
  csvLine([
    e.id,
    e.fullName,
    e.email,
    e.plan,
    e.isFamily,
    e.numberOfPoufs,
    e.earlyBird,
    e.paymentMade,
    e.joinDate,
    describeSubscription(e.subscriptionStatus, e.cancelAt),
    e.priceAlert ?? '',
    e.source ?? '',
    e.confirmedAt ?? '',
    e.position,
    e.referrals,
    e.privacyVersion ?? '',
    e.privacyAcceptedAt ?? '',
  ]);

/** The whole export, one chunk per batch of entries, so it streams at any size. */
export async function* waitlistCsv(batches: AsyncIterable<AdminWaitlistEntry[]>): AsyncGenerator<string> {
  yield csvLine(CSV_HEADER);
  for await (const batch of batches) yield batch.map(entryLine).join('');
}
