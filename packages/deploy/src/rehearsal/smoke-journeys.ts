import { loginResponseSchema, pageTitle, publicBlogPostSchema, twoFactorSetupSchema } from '@fresh-pouf/contracts';
import { BOOT_STATE_ID } from '@fresh-pouf/contracts/boot-state';
import speakeasy from 'speakeasy';

/** What a journey found; a failed journey throws with the step that failed. */
export interface Staff {
  token: string;
}

async function expectStatus(response: Response, status: number, step: string): Promise<Response> {
  if (response.status !== status)
    throw new Error(`${step}: expected HTTP ${status}, got ${response.status}: ${await response.text()}`);
  return response;
}

const json = (body: unknown) => ({ 'content-type': 'application/json', body: JSON.stringify(body) });

async function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  const { body: text, ...type } = json(body);
  return fetch(url, { method: 'POST', headers: { ...type, ...headers }, body: text });
}

/** The Cookie header a browser would send back: the last Set-Cookie of a name wins, a cleared one is dropped. */
function cookieHeader(response: Response): string {
  const jar = new Map<string, string>();
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const eq = pair.indexOf('=');
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    if (value) jar.set(name, value);
    else jar.delete(name);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

/** What the server rendered into the page's #root (empty when the browser is left to render it). */
export function renderedRoot(html: string): string {
  const start = html.indexOf('<div id="root">');
  if (start < 0) return '';
  const end = html.indexOf(`<script type="application/json" id="${BOOT_STATE_ID}">`, start);
  return html.slice(start + '<div id="root">'.length, end < 0 ? undefined : end);
}

/** The landing page's hero heading, as the server rendered it (its <title> says the same words: not counted). */
export const LANDING_HERO = /<h1[^>]*>A Splash of Freshness Every Month<\/h1>/;

/**
 * The storefront: the shell's page server-rendered (the gateways fetched the shell's and
 * mf-marketing's server bundles from their nginx), the remotes' configuration and a remote's
 * manifest, through the load balancer.
 */
export async function visitLanding(site: string): Promise<void> {
  const page = await expectStatus(await fetch(`${site}/`), 200, 'GET /');
  const html = await page.text();
  if (!html.includes('<div id="root"')) throw new Error('GET /: not the shell page');
  if (!LANDING_HERO.test(renderedRoot(html)))
    throw new Error('GET /: the hero is not in the HTML (the page was left to the browser)');
  const remotes = (await (
    await expectStatus(await fetch(`${site}/mf/remotes.json`), 200, 'GET /mf/remotes.json')
  ).json()) as Record<string, unknown>;
  if (!JSON.stringify(remotes).includes('marketing'))
    throw new Error(`/mf/remotes.json names no marketing remote: ${JSON.stringify(remotes)}`);
  await expectStatus(await fetch(`${site}/mf/marketing/mf-manifest.json`), 200, 'GET the marketing remote manifest');
}

/**
 * Staff sign-in with a second factor, as a new admin would: password, set up the
 * authenticator, then sign in again with password and a code.
 */
export async function signInWithTwoFactor(site: string, username: string, password: string): Promise<Staff> {
  const first = loginResponseSchema.parse(
    await (
      await expectStatus(await post(`${site}/api/admin/login`, { username, password }), 200, 'password sign-in')
    ).json(),
  );
  if (!first.token) throw new Error('password sign-in gave no token (is two-factor already on?)');
  const bearer = { authorization: `Bearer ${first.token}` };
  const setup = twoFactorSetupSchema.parse(
    await (await expectStatus(await post(`${site}/api/admin/setup-2fa`, {}, bearer), 200, 'two-factor setup')).json(),
  );
  const code = (offsetSteps: number) =>
    speakeasy.totp({
      secret: setup.secret,
      encoding: 'base32',
      time: Math.floor(Date.now() / 1000) + offsetSteps * 30,
    });
  await expectStatus(
    await post(`${site}/api/admin/confirm-2fa`, { token: code(0) }, bearer),
    200,
    'two-factor confirmation',
  );

  const second = await expectStatus(
    await post(`${site}/api/admin/login`, { username, password }),
    200,
    'sign-in, password step',
  );
  const step = loginResponseSchema.parse(await second.json());
  if (!step.requireTwoFactor) throw new Error('sign-in after two-factor setup did not ask for a code');
  const cookie = cookieHeader(second);
  if (!cookie) throw new Error('sign-in, password step: no pending sign-in cookie');
  // The step the confirmation used is spent; the authenticator's next code is accepted (window 1).
  const verified = await expectStatus(
    await post(`${site}/api/admin/verify-2fa`, { token: code(1) }, { cookie }),
    200,
    'sign-in, code step',
  );
  const done = loginResponseSchema.parse(await verified.json());
  if (!done.token) throw new Error('the code step gave no token');
  await expectStatus(
    await fetch(`${site}/api/admin/stats`, { headers: { authorization: `Bearer ${done.token}` } }),
    200,
    'GET /api/admin/stats',
  );
  return { token: done.token };
}

const CONTENT = 'Fresh poufs, delivered on time, through a rehearsal of the deployment.';

/** An editor's post, published, then read by a visitor: the API and the post's page. */
export async function publishAndReadPost(site: string, staff: Staff, slug: string): Promise<void> {
  const title = `Rehearsal notes ${slug.slice(-6)}`;
  await expectStatus(
    await post(
      `${site}/api/admin/blog`,
      {
        title,
        slug,
        content: CONTENT,
        excerpt: 'How the deployment was rehearsed.',
        status: 'published',
        coverImage: '',
      },
      { authorization: `Bearer ${staff.token}` },
    ),
    201,
    'publish a post',
  );
  const read = await (await expectStatus(await fetch(`${site}/api/blog/${slug}`), 200, `GET /api/blog/${slug}`)).json();
  const published = publicBlogPostSchema.parse(read);
  if (published.title !== title) throw new Error(`GET /api/blog/${slug}: title ${published.title}`);
  const page = await (await expectStatus(await fetch(`${site}/blog/${slug}`), 200, `GET /blog/${slug}`)).text();
  if (!page.includes(`<title>${pageTitle(title)}</title>`))
    throw new Error(`GET /blog/${slug}: the page does not carry the post's title`);
  // Server-rendered: the post's text is in the HTML, not only its title and preview tags.
  if (!renderedRoot(page).includes(`>${CONTENT}<`))
    throw new Error(`GET /blog/${slug}: the post's text is not in the HTML (the page was left to the browser)`);
}
