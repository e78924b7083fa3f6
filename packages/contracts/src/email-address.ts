/**
 * One mailbox however it is spelled: lower case, no +tag, and for Gmail no dots and
 * googlemail.com as gmail.com ("J.Ane+x@GoogleMail.com" is "jane@gmail.com").
 *
 * The TypeScript twin of PostgreSQL's normalize_email() (core-service migration 0012), which
 * decides the waitlist's 409 and keys unsubscribes; for what cannot wait for the database (the
 * BFF's per-recipient test e-mail limit). core-service's normalize-email.test.ts holds the two to
 * the same answers: change both or neither. Meant for addresses emailSchema admitted (ASCII), where
 * toLowerCase() and PostgreSQL's lower() agree.
 */
export function normalizeEmail(address: string): string {
  // split_part(x, '@', n): the nth field, '' when there is none.
  const [local = '', domain = ''] = address.toLowerCase().split('@');
  const mailbox = local.split('+')[0] ?? '';
  if (domain === 'gmail.com' || domain === 'googlemail.com') return `${mailbox.replaceAll('.', '')}@gmail.com`;
  return `${mailbox}@${domain}`;
}
