import { createHash } from 'node:crypto';
import type { Response } from 'express';

const INLINE_SCRIPT = /<script\b(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
// Data blocks (the boot state, structured data) are never run: no hash for them.
const DATA_BLOCK = /\stype=["']?application\/(?:ld\+)?json/i;

let last: { html: string; sources: string[] } | undefined;

const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** CSP sources ('sha256-…') for each script the page runs inline. */
export function inlineScriptSources(html: string): string[] {
  if (last?.html === html) return last.sources;
  const sources = [...html.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes = '']) => !DATA_BLOCK.test(attributes))
    .map(([, , text = '']) => hashOf(text));
  last = { html, sources };
  return sources;
}

// Exactly a rule set as React renders one: a type attribute and nothing else, so no other script
// found in rendered markup can pass for one.
const SPECULATION_RULES = /<script type="speculationrules">([\s\S]*?)<\/script>/g;

/**
 * The speculation rules in rendered markup (the blog list's: which posts to fetch before the tap).
 * They are JSON the browser reads and never runs, and the policy's 'inline-speculation-rules'
 * would admit them; but a browser ignores that keyword once the policy lists a hash, as it does
 * for the shell's own script, so each rule set is allowed by its hash too.
 */
export function speculationRules(renderedMarkup: string): string[] {
  return [...renderedMarkup.matchAll(SPECULATION_RULES)].map(([, text = '']) => text);
}

/**
 * The shell's page carries one inline script (remote-kit's early actions). The policy allows
 * exactly the inline scripts of the shell's own page, by hash, before anything rendered is put
 * in: so a shell release brings its script with no gateway change, and nothing else inline runs.
 * `remoteScripts`: the head script the route's remote published for it (its page parts), put in
 * by the gateway itself, and the rendered page's speculation rules (`speculationRules`); never a
 * script found in rendered markup.
 */
export function allowShellInlineScripts(res: Response, shellPage: string, remoteScripts: readonly string[] = []): void {
  const policy = res.getHeader('Content-Security-Policy');
  const sources = [...inlineScriptSources(shellPage), ...remoteScripts.map(hashOf)];
  if (typeof policy !== 'string' || sources.length === 0) return;
  res.setHeader(
    'Content-Security-Policy',
    policy.replace(
      /(^|;)(\s*script-src[^;]*)/,
      (_all, start: string, directive: string) => `${start}${directive} ${sources.join(' ')}`,
    ),
  );
}
