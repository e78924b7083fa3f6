import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { firstFieldErrors } from './api-error';
import { blogPostInputSchema } from './blog';
import { testEmailRequestSchema } from './diagnostics';
import { joinDateSchema, lineText, multilineText, stripNonXmlCharacters } from './text';
import { waitlistFormSchema, waitlistSignupSchema } from './waitlist';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;
const fieldErrors = (result: z.ZodSafeParseResult<unknown>) => (result.success ? {} : firstFieldErrors(result.error));

describe('lineText: one line of text (names, titles, slugs, addresses)', () => {
  const name = lineText('Name').trim().min(2, 'Too short');

  it.each([
    ['NUL', 'Ada\u0000Lovelace'],
    ['U+0001', 'Ada\u0001'],
    ['escape (U+001B)', '\u001B[31mAda'],
    ['U+001F', 'Ada\u001FLovelace'],
    ['a tab', 'Ada\tLovelace'],
    ['a line break', 'Ada\nLovelace'],
    ['a carriage return', 'Ada\rLovelace'],
    ['DEL', 'Ada\u007F'],
    ['a C1 control (U+0085)', 'Ada\u0085Lovelace'],
    ['U+FFFE', 'Ada\uFFFE'],
    ['U+FFFF', 'Ada\uFFFF'],
    ['a lone high surrogate', 'Ada\uD800'],
    ['a lone low surrogate', '\uDC00Ada'],
  ])('refuses %s with a message naming the field', (_kind, value) => {
    expect(messageOf(name.safeParse(value))).toBe('Name must not contain line breaks or control characters');
  });

  it('keeps every other character, emoji and accents included', () => {
    expect(name.parse('  Zoë Ångström 😀 山田 ')).toBe('Zoë Ångström 😀 山田');
  });
});

describe('multilineText: several lines (post excerpts and contents)', () => {
  const content = multilineText('Content').min(3, 'Too short');

  it('refuses NUL with a message naming the field', () => {
    expect(messageOf(content.safeParse('Line one\u0000line two'))).toBe('Content must not contain NUL characters');
  });

  it('keeps tabs and line breaks and removes every other control character and non-character', () => {
    expect(content.parse('One\tcolumn\r\nTwo\u000B\u000C\u0001\u001F\u007F\u0085\uFFFE\uFFFF\uD800 lines\n')).toBe(
      'One\tcolumn\r\nTwo lines\n',
    );
  });

  it('checks lengths on what is left', () => {
    expect(messageOf(content.safeParse('a\u0001\u0002\u0003b'))).toBe('Too short');
  });
});

describe('stripNonXmlCharacters', () => {
  it('removes exactly what XML 1.0 cannot carry', () => {
    expect(stripNonXmlCharacters('a\u0000b\u0001c\u0008d\u000Be\u001Ff\tg\nh\ri\uFFFEj\uFFFFk\uD800l\uDFFFm')).toBe('abcdef\tg\nh\rijklm');
    expect(stripNonXmlCharacters('Zoë \u0085 😀 \uFFFD')).toBe('Zoë \u0085 😀 \uFFFD');
  });
});

describe('joinDateSchema: a real calendar date', () => {
  it.each([
    ['2026-02-31', 'Join date must be a real calendar date'],
    ['2025-02-29', 'Join date must be a real calendar date'],
    ['2026-04-31', 'Join date must be a real calendar date'],
    ['2026-13-01', 'Join date must be a real calendar date'],
    ['2026-00-10', 'Join date must be a real calendar date'],
    ['0000-00-00', 'Join date must be a real calendar date'],
    ['0000-01-01', 'Join date must be in the years 2000 to 2100'],
    ['1999-12-31', 'Join date must be in the years 2000 to 2100'],
    ['2101-01-01', 'Join date must be in the years 2000 to 2100'],
    ['9999-12-31', 'Join date must be in the years 2000 to 2100'],
    ['2026-1-1', 'Join date must be a date in the form yyyy-MM-dd'],
    ['2026-11-21T00:00:00Z', 'Join date must be a date in the form yyyy-MM-dd'],
    ['yesterday', 'Join date must be a date in the form yyyy-MM-dd'],
    ['', 'Join date is required'],
    [undefined, 'Join date is required'],
  ])('refuses %j: %s', (value, message) => {
    expect(messageOf(joinDateSchema.safeParse(value))).toBe(message);
  });

  it('accepts real dates, leap days included', () => {
    for (const date of ['2000-01-01', '2024-02-29', '2026-11-21', '2100-12-31']) expect(joinDateSchema.parse(date)).toBe(date);
  });
});

describe('the schemas of every free-text field use them', () => {
  const signup = { fullName: 'Ada Lovelace', email: 'ada@example.com', plan: 'monthly', joinDate: '2026-11-21' };
  const post = { title: 'A title', slug: 'a-title', excerpt: 'An excerpt here', content: 'Content that is long enough.' };

  it('waitlist: the full name and the join date', () => {
    for (const schema of [waitlistFormSchema, waitlistSignupSchema]) {
      expect(fieldErrors(schema.safeParse({ ...signup, fullName: 'Ada\u0000' }))).toEqual({
        fullName: 'Full name must not contain line breaks or control characters',
      });
      for (const joinDate of ['2026-02-31', '0000-00-00']) {
        expect(fieldErrors(schema.safeParse({ ...signup, joinDate }))).toEqual({ joinDate: 'Join date must be a real calendar date' });
      }
    }
  });

  it('blog: title, slug and cover refuse control characters; excerpt and content refuse NUL and lose the rest', () => {
    const errors = (fields: Record<string, unknown>) => fieldErrors(blogPostInputSchema.safeParse({ ...post, ...fields }));
    expect(errors({ title: 'Title\u0001' })).toEqual({ title: 'Title must not contain line breaks or control characters' });
    expect(errors({ slug: 'a-title\u0000' })).toEqual({ slug: 'Slug must not contain line breaks or control characters' });
    expect(errors({ coverImage: 'https://img.example/a\u0001.png' }).coverImage).toBe(
      'Cover image must not contain line breaks or control characters',
    );
    expect(errors({ excerpt: 'An excerpt\u0000 here' })).toEqual({ excerpt: 'Excerpt must not contain NUL characters' });
    expect(errors({ content: 'Content\u0000 that is long enough.' })).toEqual({ content: 'Content must not contain NUL characters' });
    expect(blogPostInputSchema.parse({ ...post, excerpt: 'An\u000C excerpt\u0001 here', content: 'Line one\u000B\nline two, long enough.' })).toMatchObject({
      excerpt: 'An excerpt here',
      content: 'Line one\nline two, long enough.',
    });
  });

  it('diagnostics: the test e-mail name', () => {
    expect(messageOf(testEmailRequestSchema.safeParse({ email: 'ops@example.com', name: 'Ops\u001B' }))).toBe(
      'Name must not contain line breaks or control characters',
    );
  });
});
