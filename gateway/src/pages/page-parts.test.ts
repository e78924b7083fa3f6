import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger, listen, type RunningServer } from '@fresh-pouf/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { readConfig } from '../config';

// What a remote's build publishes for its routes besides its code (page-parts.json): the gateway
// puts the frame's placeholder before #root and the head script in the head of a page it did
// not render, and allows exactly that script by its hash.
let dir: string;
let gateway: RunningServer;

const SHELL_SCRIPT = 'addEventListener("submit",()=>{})';
const SHELL_PAGE = `<!doctype html><html><head><title>shell</title><script>${SHELL_SCRIPT}</script><script defer src="/main.0123456789.js"></script></head><body><div id="root"></div><noscript data-page-needs-script>Fresh Pouf needs JavaScript to show this page.</noscript></body></html>`;
const HEAD_SCRIPT = 'window.__started=1';
const FRAME = '<div class="fpa-root"><p class="fpa-sidebar__brand">Fresh Pouf Admin</p><h1>Dashboard</h1></div>';
const EDITOR_FRAME = '<div class="fpa-root"><p class="fpa-sidebar__brand">Fresh Pouf Admin</p></div>';
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

let partsFile: string;
const writeParts = (parts: unknown) => {
  writeFileSync(partsFile, typeof parts === 'string' ? parts : JSON.stringify(parts));
  // A new modification time, as a new build writes: the gateway reads the file again.
  const at = new Date(Date.now() + Math.floor(Math.random() * 1e6));
  utimesSync(partsFile, at, at);
};
const PARTS = {
  routes: {
    '/admin/dashboard': { placeholder: FRAME, headScript: HEAD_SCRIPT },
    '/admin/blog/:id': { placeholder: EDITOR_FRAME },
  },
};

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'gateway-page-parts-'));
  const shell = path.join(dir, 'shell');
  const admin = path.join(dir, 'admin');
  mkdirSync(shell, { recursive: true });
  mkdirSync(admin, { recursive: true });
  writeFileSync(path.join(shell, 'index.html'), SHELL_PAGE);
  writeFileSync(
    path.join(shell, 'page-assets.json'),
    JSON.stringify({ scripts: ['bootstrap.0123456789.js'], styles: ['bootstrap.0123456789.css'] }),
  );
  writeFileSync(
    path.join(admin, 'mf-manifest.json'),
    JSON.stringify({
      metaData: {
        name: 'admin',
        routes: ['/admin/login', '/admin/dashboard', '/admin/waitlist', '/admin/blog/:id'],
        frame: 'none',
        remoteEntry: { name: 'remoteEntry.js' },
      },
      exposes: [{ name: 'App', assets: { js: { sync: ['7.abcdef0123.js'] }, css: { sync: ['7.abcdef0123.css'] } } }],
      shared: [],
    }),
  );
  partsFile = path.join(admin, 'page-parts.json');
  writeParts(PARTS);
  const config = readConfig({
    SHELL_DIST: shell,
    MF_REMOTES: 'admin',
    MF_ADMIN_DIST: admin,
    BFF_PUBLIC_URL: 'http://127.0.0.1:1',
  });
  gateway = await listen(createApp(config, createLogger('gateway', 'silent')), 0);
});

afterAll(async () => {
  await gateway?.close();
  rmSync(dir, { recursive: true, force: true });
});

const load = async (p: string) => {
  const response = await fetch(`${gateway.url}${p}`);
  const html = await response.text();
  const scriptSrc = /script-src ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1] ?? '';
  return { status: response.status, html, scriptSrc, head: html.slice(0, html.indexOf('</head>')) };
};

describe("a remote's page parts", () => {
  it('puts the route’s frame placeholder before #root, inert and hidden from assistive technology', async () => {
    const { status, html } = await load('/admin/dashboard');
    expect(status).toBe(200);
    expect(html).toContain(
      `<body><div id="fp-page-placeholder" inert aria-hidden="true">${FRAME}</div><div id="root"></div>`,
    );
  });

  it('runs the head script before the stylesheets (which would hold it back), allowed by its hash alone', async () => {
    const { head, scriptSrc } = await load('/admin/dashboard');
    expect(head).toContain(`<script>${HEAD_SCRIPT}</script>`);
    expect(head.indexOf(`<script>${HEAD_SCRIPT}</script>`)).toBeLessThan(head.indexOf('rel="stylesheet"'));
    expect(scriptSrc.split(' ')).toEqual([
      "'self'",
      "'inline-speculation-rules'",
      'https://js.stripe.com',
      sha256(SHELL_SCRIPT),
      sha256(HEAD_SCRIPT),
    ]);
  });

  it('fetches the scripts of a page it did not render behind the head script’s requests (low priority)', async () => {
    const { head } = await load('/admin/dashboard');
    expect(head).toContain('<link rel="preload" as="script" fetchpriority="low" href="/mf/admin/7.abcdef0123.js">');
    expect(head).toContain(
      '<link rel="preload" as="fetch" crossorigin="anonymous" fetchpriority="low" href="/mf/admin/mf-manifest.json">',
    );
  });

  it('fetches them at normal priority on a screen whose head asks for nothing', async () => {
    const { head } = await load('/admin/blog/12');
    expect(head).toContain('<link rel="preload" as="script" href="/mf/admin/7.abcdef0123.js">');
    expect(head).not.toContain('fetchpriority');
  });

  it('matches a pattern (/admin/blog/:id), and adds nothing to a route without parts, nor its hash', async () => {
    const editor = await load('/admin/blog/12');
    expect(editor.html).toContain(`<div id="fp-page-placeholder" inert aria-hidden="true">${EDITOR_FRAME}</div>`);
    expect(editor.scriptSrc).not.toContain(sha256(HEAD_SCRIPT));

    for (const p of ['/admin/login', '/admin/waitlist', '/admin/nowhere']) {
      const { html, scriptSrc } = await load(p);
      expect(html).not.toContain('fp-page-placeholder');
      expect(html).not.toContain(HEAD_SCRIPT);
      expect(scriptSrc).not.toContain(sha256(HEAD_SCRIPT));
    }
  });

  it('follows a new build of the remote at the next request, and ignores a file that does not read', async () => {
    try {
      writeParts({ routes: { '/admin/dashboard': { placeholder: '<p>Rebuilt frame</p>' } } });
      const rebuilt = await load('/admin/dashboard');
      expect(rebuilt.html).toContain(
        '<div id="fp-page-placeholder" inert aria-hidden="true"><p>Rebuilt frame</p></div>',
      );
      expect(rebuilt.html).not.toContain(HEAD_SCRIPT);

      for (const broken of [
        '{"routes":',
        JSON.stringify({ routes: { 'admin/no-slash': { placeholder: 'x' } } }),
        JSON.stringify({ routes: { '/admin/dashboard': { headScript: 'x()</script><script>alert(1)' } } }),
        JSON.stringify({ routes: { '/admin/dashboard': { placeholder: '<script>alert(1)</script>' } } }),
      ]) {
        writeParts(broken);
        const { status, html } = await load('/admin/dashboard');
        expect(status).toBe(200);
        expect(html).toContain('<body><div id="root"></div>');
      }
      rmSync(partsFile);
      expect((await load('/admin/dashboard')).html).toContain('<body><div id="root"></div>');
    } finally {
      writeParts(PARTS);
    }
  });
});
