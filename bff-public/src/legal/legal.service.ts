import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LEGAL_DOCUMENTS, type LegalDocument, type LegalDocumentId } from '@fresh-pouf/contracts';
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

/** Who the documents name: the company behind the site, from configuration. */
export interface LegalCompany {
  legalName: string;
  /** Unset: the documents say the address is available on request at the contact address. */
  postalAddress?: string | undefined;
  contactEmail: string;
}

/**
 * Where the Markdown is. Under tsx this module runs from src/legal/; built, it is part of
 * dist/main.js and the service build copies content/ beside it (packages/deploy/src/build-service.ts).
 */
const CONTENT_DIRS = [new URL('./content/legal/', import.meta.url), new URL('../../content/legal/', import.meta.url)];

export function legalContentDir(): URL {
  const found = CONTENT_DIRS.find((dir) => existsSync(fileURLToPath(dir)));
  if (!found)
    throw new Error(
      `bff-public: the legal documents' Markdown is missing (looked in ${CONTENT_DIRS.map((d) => fileURLToPath(d)).join(', ')})`,
    );
  return found;
}

// No raw HTML in the source (html: false escapes it); typographer for real quotes and dashes.
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: true });

/** Backslash-escapes what Markdown would read as markup, so a configured name stays plain text. */
const escapeMarkdown = (text: string) => text.replace(/[\\`*_{}[\]()#+\-.!<>|~&]/g, '\\$&');

function fillPlaceholders(source: string, company: LegalCompany): string {
  const email = `[${escapeMarkdown(company.contactEmail)}](mailto:${company.contactEmail})`;
  const values: Record<string, string> = {
    companyLegalName: escapeMarkdown(company.legalName),
    postalAddress: company.postalAddress ? escapeMarkdown(company.postalAddress) : `available on request at ${email}`,
    contactEmail: email,
  };
  return source.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = values[name];
    // A mistyped placeholder must not reach a published legal text.
    if (value === undefined) throw new Error(`bff-public: unknown placeholder {{${name}}} in a legal document`);
    return value;
  });
}

/**
 * The Markdown with the company's details filled in, as HTML that can go into a page: only text
 * markup and links (http(s), mailto or on this site) survive, whatever the source says.
 */
export function renderLegalMarkdown(source: string, company: LegalCompany): string {
  return sanitizeHtml(markdown.render(fillPlaceholders(source, company)), {
    allowedTags: ['h2', 'h3', 'h4', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'code', 'a', 'blockquote', 'hr', 'br'],
    allowedAttributes: { a: ['href'] },
    allowedSchemes: ['https', 'http', 'mailto'],
    allowProtocolRelative: false,
    // The page's own heading is the one h1.
    transformTags: { h1: 'h2' },
  });
}

export interface LegalService {
  document(id: LegalDocumentId): LegalDocument;
}

/** Reads and renders every document once, at start-up: a missing or broken file stops the service there. */
export function createLegalService(company: LegalCompany, contentDir: URL = legalContentDir()): LegalService {
  const rendered = new Map<LegalDocumentId, LegalDocument>();
  for (const id of Object.keys(LEGAL_DOCUMENTS) as LegalDocumentId[]) {
    const { title, version, effectiveDate } = LEGAL_DOCUMENTS[id];
    const source = readFileSync(new URL(`${id}.md`, contentDir), 'utf8');
    rendered.set(id, { title, version, effectiveDate, html: renderLegalMarkdown(source, company) });
  }
  return {
    document: (id) => {
      const found = rendered.get(id);
      if (!found) throw new Error(`no legal document ${id}`);
      return found;
    },
  };
}
