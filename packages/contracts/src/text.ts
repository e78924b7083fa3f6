import { z } from 'zod';

/**
 * What free text from outside may carry. Every text field a visitor or a staff member fills in
 * is built from one of the two helpers below, so the rules hold in the browser, the BFFs and core.
 *
 * - XML 1.0 cannot carry C0 controls but tab, LF and CR, lone surrogates, U+FFFE or U+FFFF: one
 *   such character in a post title made /blog/rss.xml unreadable to every feed reader.
 * - NUL is never text, and PostgreSQL cannot store it: sequelize wrote the two characters `\0`
 *   instead, so what was stored was not what was sent.
 * - DEL and the C1 controls (U+007F-U+009F) are invisible, have no meaning in a name or a post,
 *   and some mail and spreadsheet software acts on them.
 */
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const CONTROL_IN_TEXT = /[^\t\n\r\u0020-\u007E\u00A0-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
/** In one line, the line and paragraph separators (U+2028, U+2029) are line breaks too. */
const CONTROL_IN_LINE = /[^\u0020-\u007E\u00A0-\u2027\u202A-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

/**
 * What lets one line look like something else: format characters (category Cf), among
 * them the bidi embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069) that show
 * "\u202Eevil" as "live" in an e-mail, a staff screen or the CSV, and the invisible ones (U+200B,
 * U+2060, U+FEFF, the soft hyphen) that make a name of nothing; and the Hangul fillers (U+115F,
 * U+1160, U+3164, U+FFA0), letters by category but blank, the other way to an invisible name.
 * The two joiners stay allowed between two visible characters: Persian spellings need ZWNJ
 * (U+200C), Indic ones and emoji sequences ZWJ (U+200D); there they join, and alone, at an edge
 * or beside a space they would only hide.
 */
const INVISIBLE_IN_LINE =
  /(?![\u200C\u200D])[\p{Cf}\u115F\u1160\u3164\uFFA0]|(?<![\p{L}\p{M}\p{N}\p{S}])[\u200C\u200D]|[\u200C\u200D](?![\p{L}\p{M}\p{N}\p{S}])/u;
const LETTER = /\p{L}/u;

/** The text with every character XML 1.0 cannot carry removed (for feeds and HTML built from stored text). */
export const stripNonXmlCharacters = (text: string): string => text.replace(NOT_XML_CHAR, '');

export const TEXT_MESSAGES = {
  control: (label: string) => `${label} must not contain line breaks or control characters`,
  invisible: (label: string) => `${label} must not contain invisible or text-direction characters`,
  letter: (label: string) => `${label} must contain a letter`,
  nul: (label: string) => `${label} must not contain NUL characters`,
} as const;

export interface LineTextOptions {
  /**
   * The value must hold a letter (any script): true (the default) for what names a person, so a
   * name cannot be only digits, punctuation or emoji. A field whose legitimate values may have no
   * letter turns it off and says why where it does.
   */
  letter?: boolean;
}

/**
 * One line of text: names, titles, slugs, addresses. Any control character (tab and line breaks,
 * U+2028 and U+2029 included), a lone surrogate, U+FFFE or U+FFFF is refused with a message naming
 * the field, and so is an invisible or text-direction character (see INVISIBLE_IN_LINE).
 * Refused rather than stripped: a one-line input cannot produce them, so only a script or a paste
 * sends them; these values are identities and headings (e-mail greetings, the staff list, CSV rows,
 * feed titles), and storing something other than what was sent would hide that from the sender.
 * `label` starts those messages ("Full name must not contain …"); `error` is the field's own
 * message: for a value that is not a string at all, and for one without a letter (a name of
 * "123" is no name, and that message is what the form already says for a missing one).
 */
export function lineText(label: string, error?: string, options: LineTextOptions = {}) {
  const line = z
    .string(error === undefined ? undefined : { error })
    .refine((value) => !CONTROL_IN_LINE.test(value), { message: TEXT_MESSAGES.control(label), abort: true })
    .refine((value) => !INVISIBLE_IN_LINE.test(value), { message: TEXT_MESSAGES.invisible(label), abort: true });
  if (options.letter === false) return line;
  return line.refine((value) => LETTER.test(value), { message: error ?? TEXT_MESSAGES.letter(label), abort: true });
}

/**
 * Text of several lines (a post's excerpt and content): tab, LF and CR are kept; NUL is refused
 * (it is never text, and a silent strip would hide an attack); every other control character,
 * lone surrogate, U+FFFE and U+FFFF is removed. Removed rather than refused: long text is pasted
 * from word processors that leave invisible form feeds and vertical tabs behind, which the author
 * can neither see nor find to delete, and removing them changes nothing a reader sees.
 */
export function multilineText(label: string, error?: string) {
  return z
    .string(error === undefined ? undefined : { error })
    .refine((value) => !value.includes('\u0000'), { message: TEXT_MESSAGES.nul(label), abort: true })
    .overwrite((value) => value.replace(CONTROL_IN_TEXT, ''));
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
export const CALENDAR_YEARS = { min: 2000, max: 2100 } as const;

function isRealDate(value: string): boolean {
  const [, y, m, d] = CALENDAR_DATE.exec(value) ?? [];
  const date = new Date(0);
  date.setUTCFullYear(Number(y), Number(m) - 1, Number(d));
  return date.toISOString().slice(0, 10) === value;
}

/**
 * A calendar date `yyyy-MM-dd` that exists (no 2026-02-31, no 0000-00-00) in the years
 * CALENDAR_YEARS.min to CALENDAR_YEARS.max. `label` starts each message ("Join date is required").
 */
export function calendarDateSchema(label: string) {
  const year = (value: string) => Number(value.slice(0, 4));
  return z
    .string({ error: `${label} is required` })
    .min(1, { message: `${label} is required`, abort: true })
    .regex(CALENDAR_DATE, { message: `${label} must be a date in the form yyyy-MM-dd`, abort: true })
    .refine(isRealDate, { message: `${label} must be a real calendar date`, abort: true })
    .refine((value) => year(value) >= CALENDAR_YEARS.min && year(value) <= CALENDAR_YEARS.max, {
      message: `${label} must be in the years ${CALENDAR_YEARS.min} to ${CALENDAR_YEARS.max}`,
    });
}

/** The date a visitor joins the waitlist (and an Early Bird's sign-up at checkout). */
export const joinDateSchema = calendarDateSchema('Join date');
