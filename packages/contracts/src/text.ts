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
const CONTROL_IN_LINE = /[^\u0020-\u007E\u00A0-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

/** The text with every character XML 1.0 cannot carry removed (for feeds and HTML built from stored text). */
export const stripNonXmlCharacters = (text: string): string => text.replace(NOT_XML_CHAR, '');

export const TEXT_MESSAGES = {
  control: (label: string) => `${label} must not contain line breaks or control characters`,
  nul: (label: string) => `${label} must not contain NUL characters`,
} as const;

/**
 * One line of text: names, titles, slugs, addresses. Any control character (tab and line breaks
 * included), a lone surrogate, U+FFFE or U+FFFF is refused with a message naming the field.
 * Refused rather than stripped: a one-line input cannot produce them, so only a script sends
 * them; these values are identities and headings (e-mail greetings, the staff list, CSV rows,
 * feed titles), and storing something other than what was sent would hide that from the sender.
 * `label` starts the message ("Full name must not contain …"); `error` is the message for a
 * value that is not a string at all.
 */
export function lineText(label: string, error?: string) {
  return z
    .string(error === undefined ? undefined : { error })
    .refine((value) => !CONTROL_IN_LINE.test(value), { message: TEXT_MESSAGES.control(label), abort: true });
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
