import type { TestCore } from './start-test-core';

/**
 * The links in one e-mail to `email` — the newest by default, or the first one sent: what only
 * that inbox knows, on whatever public origin the core was given. A link the e-mail does not
 * carry is null.
 */
export async function mailedLinks(core: Pick<TestCore, 'query'>, email: string, which: 'newest' | 'first' = 'newest') {
  const [mail] = await core.query<{ text_body: string }>(
    `SELECT text_body FROM email_outbox WHERE to_address = $1 ORDER BY id ${which === 'newest' ? 'DESC' : 'ASC'} LIMIT 1`,
    [email],
  );
  if (!mail) throw new Error(`no e-mail to ${email}`);
  const token = (page: string) =>
    new RegExp(`/waitlist/${page}\\?token=([A-Za-z0-9_-]{43})`).exec(mail.text_body)?.[1] ?? null;
  return { confirm: token('confirm'), status: token('status'), text: mail.text_body };
}

/**
 * An e-mail's text with its links left out: what it says in words. A check that no name is in
 * it looks here, since a link's random token may spell one ("…Ada…") by chance.
 */
export const withoutLinks = (text: string): string => text.replace(/https?:\/\/\S+/g, '<link>');
