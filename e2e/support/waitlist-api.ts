import type { FakePostmark } from '@fresh-pouf/test-fakes';
import { expect, type APIRequestContext } from '@playwright/test';

/** What a sign-up sends beyond the name and address; a monthly plan unless told. */
type SignUpFields = { fullName: string; email: string } & Record<string, unknown>;

/** Joins the waitlist through the public API, as the form does; expects it stored (201) and gives the answer. */
export async function joinByApi(request: APIRequestContext, fields: SignUpFields): Promise<{ referralCode: string }> {
  const res = await request.post('/api/waitlist', { data: { plan: 'monthly', joinDate: '2026-11-23', ...fields } });
  expect(res.status(), `sign-up of ${fields.email}`).toBe(201);
  return (await res.json()) as { referralCode: string };
}

/** Joins through the public API; the sign-up e-mail's text, as the fake Postmark received it. */
export async function joinAndReadMail(
  request: APIRequestContext,
  postmark: FakePostmark,
  fields: SignUpFields,
): Promise<string> {
  await joinByApi(request, fields);
  const [mail] = await postmark.waitForEmails(1, { to: fields.email });
  if (!mail) throw new Error(`no e-mail to ${fields.email}`);
  return mail.TextBody;
}

/**
 * The path and query of the link to `page` (`/waitlist/confirm`, `/unsubscribe`, ...) in an
 * e-mail's text: the e-mails name the site by its PUBLIC_SITE_URL, the tests reach it at 127.0.0.1.
 */
export function linkIn(text: string, page: string): string {
  const found = new RegExp(`https?://[^/\\s]+(${page}\\?token=[A-Za-z0-9_-]{43})`).exec(text);
  if (!found?.[1]) throw new Error(`no ${page} link in:\n${text}`);
  return found[1];
}

/** The token of a mailed link's path. */
export const tokenOf = (path: string) => new URL(path, 'http://site.invalid').searchParams.get('token');
