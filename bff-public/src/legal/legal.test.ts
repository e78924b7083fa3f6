import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { LEGAL_DOCUMENTS, type LegalDocumentId, legalDocumentSchema, PUBLIC_API_PATHS } from '@fresh-pouf/contracts';
import { createCoreClient, createLogger, createServiceMetrics } from '@fresh-pouf/server-kit';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { readConfig } from '../config';
import { legalContentDir, renderLegalMarkdown } from './legal.service';

const TOKEN = 'a-service-token-of-24-characters';

/** The legal calls need no core: an unreachable one is enough. */
function appWith(env: Record<string, string> = {}) {
  const config = readConfig({ CORE_SERVICE_TOKEN: TOKEN, CORE_SERVICE_URL: 'http://127.0.0.1:9', ...env });
  const logger = createLogger('bff-public', 'silent');
  const core = createCoreClient({ baseUrl: config.CORE_SERVICE_URL, token: TOKEN, logger });
  return createApp(config, core, logger, createServiceMetrics('bff-public'));
}

const COMPANY = { legalName: 'Fresh Pouf, Inc.', contactEmail: 'hello@freshpouf.com' };

describe('GET /api/legal/{privacy,terms}', () => {
  const app = appWith({
    COMPANY_LEGAL_NAME: 'Pouf Holdings, LLC',
    COMPANY_POSTAL_ADDRESS: '1 Lather Lane, Suite 2, Austin, TX 78701',
    COMPANY_CONTACT_EMAIL: 'legal@pouf.example',
  });

  for (const id of Object.keys(LEGAL_DOCUMENTS) as LegalDocumentId[]) {
    it(`${id}: 200, its version and date, the company's name, address and contact filled in, cacheable`, async () => {
      const res = await request(app).get(PUBLIC_API_PATHS.legal[id]);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      const doc = legalDocumentSchema.parse(res.body);
      const { title, version, effectiveDate } = LEGAL_DOCUMENTS[id];
      expect(doc).toMatchObject({ title, version, effectiveDate });
      expect(doc.html).toContain('Pouf Holdings, LLC');
      expect(doc.html).toContain('1 Lather Lane, Suite 2, Austin, TX 78701');
      expect(doc.html).toContain('<a href="mailto:legal@pouf.example">legal@pouf.example</a>');
      expect(doc.html).not.toMatch(/\{\{|\}\}/);
      expect(doc.html).toMatch(/<h2>/);
    });
  }

  it('without a postal address, says it is available on request at the contact address', async () => {
    const res = await request(appWith()).get(PUBLIC_API_PATHS.legal.privacy);
    expect(res.body.html).toContain(
      'available on request at <a href="mailto:hello@freshpouf.com">hello@freshpouf.com</a>',
    );
    expect(res.body.html).toContain('Fresh Pouf, Inc.');
  });

  it('the privacy policy names what is collected, the processors and the rights; the terms the Early Bird offer', async () => {
    const privacy = (await request(app).get(PUBLIC_API_PATHS.legal.privacy)).body.html as string;
    for (const text of [
      'Postmark',
      'Stripe',
      'Article 15',
      'Article 17',
      'no cookies',
      'hash of your IP address',
      'unsubscribe',
    ]) {
      expect(privacy, text).toContain(text);
    }
    const terms = (await request(app).get(PUBLIC_API_PATHS.legal.terms)).body.html as string;
    for (const text of ['25% off', 'locked for life', 'Cancellation', 'Deliveries', 'Liability', 'Governing law'])
      expect(terms, text).toContain(text);
  });

  it('another document name is a 404', async () => {
    expect((await request(app).get('/api/legal/cookies')).status).toBe(404);
  });

  it('shows a postal address given on several lines on one', () => {
    expect(
      readConfig({ CORE_SERVICE_TOKEN: TOKEN, COMPANY_POSTAL_ADDRESS: '1 Lather Lane\r\n  Austin, TX 78701\n' })
        .COMPANY_POSTAL_ADDRESS,
    ).toBe('1 Lather Lane, Austin, TX 78701');
  });
});

describe('renderLegalMarkdown', () => {
  it('lets no script, handler or javascript: link through', () => {
    const html = renderLegalMarkdown(
      [
        '<script>alert(1)</script>',
        '<img src=x onerror="alert(2)">',
        '[click](javascript:alert(3)) [data](data:text/html;base64,PHNjcmlwdD4=) [ok](https://example.com) [here](/terms)',
        '<a href="javascript:alert(4)">raw</a>',
        // Past markdown-it (it allows ftp:), stopped by the sanitiser.
        '[file](ftp://example.com/x)',
      ].join('\n\n'),
      COMPANY,
    );
    // What is left of them is text: no element, handler or link that runs anything.
    expect(html).not.toMatch(/<(script|img|iframe)|<a [^>]*\son\w+=|href="(javascript|data|vbscript|ftp):/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<a>file</a>');
    expect(html).toContain('<a href="https://example.com">ok</a>');
    expect(html).toContain('<a href="/terms">here</a>');
  });

  it('keeps configured details as plain text, whatever they contain', () => {
    const html = renderLegalMarkdown('Run by {{companyLegalName}}, {{postalAddress}}.', {
      ...COMPANY,
      legalName: '<script>alert(1)</script> *Pouf* [x](javascript:alert(1))',
      postalAddress: '# 1 Main St_',
    });
    expect(html).not.toMatch(/<script|<em>|<a |<h1/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; *Pouf* [x](javascript:alert(1))');
    expect(html).toContain('# 1 Main St_');
  });

  it('refuses a mistyped placeholder', () => {
    expect(() => renderLegalMarkdown('Write to {{contactMail}}.', COMPANY)).toThrow('{{contactMail}}');
  });
});

/**
 * The waitlist and the checkout record the version a visitor accepted: a changed text must come
 * with a new version (packages/contracts/src/legal.ts). Update the hash with the version, never alone.
 */
const TEXT_OF_VERSION: Record<LegalDocumentId, { version: string; sha256: string }> = {
  privacy: { version: '2026-11-23', sha256: 'dca6db98c497724df9f82432ff459b4fb7c475908357b2aff7b4de4c41d5c3eb' },
  terms: { version: '2026-11-23', sha256: 'd31af7776807f5495898008eaf103eba96144986c543dcfd2cbc3c4562a33f45' },
};

describe('legal document versions', () => {
  for (const id of Object.keys(LEGAL_DOCUMENTS) as LegalDocumentId[]) {
    it(`${id}: the text is the one of its version`, () => {
      const sha256 = createHash('sha256')
        .update(readFileSync(new URL(`${id}.md`, legalContentDir())))
        .digest('hex');
      expect(
        { version: LEGAL_DOCUMENTS[id].version, sha256 },
        `${id}.md changed: give it a new version and effective date`,
      ).toEqual(TEXT_OF_VERSION[id]);
    });
  }
});
