import { escapeHtml, stripNonXmlCharacters } from '@fresh-pouf/contracts';

/**
 * Safe in HTML text, HTML attributes and XML 1.0 alike: markup characters become entities, and
 * characters XML 1.0 cannot carry at all (control characters but tab and line breaks, lone
 * surrogates, U+FFFE, U+FFFF) are dropped, so one stored title cannot make the feed unreadable.
 */
export const escapeMarkup = (text: string): string => escapeHtml(stripNonXmlCharacters(text));

/** A path segment for a link: never throws (a lone surrogate would make encodeURIComponent throw). */
export const pathSegment = (text: string): string => encodeURIComponent(stripNonXmlCharacters(text));
