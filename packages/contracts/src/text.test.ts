import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { firstFieldErrors } from './api-error';
import { announcementDraftSchema } from './announcements';
import { blogPostInputSchema } from './blog';
import { checkoutCustomerSchema } from './checkout';
import { testEmailRequestSchema } from './diagnostics';
import { joinDateSchema, lineText, multilineText, stripNonXmlCharacters } from './text';
import { waitlistFormSchema, waitlistSignupSchema } from './waitlist';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;
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

  it.each([
    ['the line separator U+2028', 'Ada\u2028Lovelace'],
    ['the paragraph separator U+2029', 'Ada\u2029Lovelace'],
  ])('refuses %s as a line break', (_kind, value) => {
    expect(messageOf(name.safeParse(value))).toBe('Name must not contain line breaks or control characters');
  });
});

describe('lineText: nothing that makes a line look like something else', () => {
  const name = lineText('Name').trim().min(2, 'Too short');
  const invisible = 'Name must not contain invisible or text-direction characters';

  it.each([
    ['the embedding U+202A (LRE)', 'Ada\u202ALovelace'],
    ['the embedding U+202B (RLE)', 'Ada\u202BLovelace'],
    ['the pop U+202C (PDF)', 'Ada\u202CLovelace'],
    ['the override U+202D (LRO)', 'Ada\u202DLovelace'],
    ['the override U+202E (RLO)', '\u202Eevil'],
    ['the isolate U+2066 (LRI)', 'Ada\u2066Lovelace'],
    ['the isolate U+2067 (RLI)', 'Ada\u2067Lovelace'],
    ['the isolate U+2068 (FSI)', 'Ada\u2068Lovelace'],
    ['the isolate pop U+2069 (PDI)', 'Ada\u2069Lovelace'],
    ['the mark U+200E (LRM)', 'Ada\u200ELovelace'],
    ['the mark U+200F (RLM)', 'Ada\u200FLovelace'],
    ['the Arabic letter mark U+061C', 'Ada\u061CLovelace'],
  ])('refuses a text-direction character: %s', (_kind, value) => {
    expect(messageOf(name.safeParse(value))).toBe(invisible);
  });

  it.each([
    ['a zero-width space U+200B', 'Ada\u200BLovelace'],
    ['a word joiner U+2060', 'Ada\u2060Lovelace'],
    ['a byte-order mark U+FEFF', '\uFEFFAda Lovelace'],
    ['a soft hyphen U+00AD', 'Ada Love\u00ADlace'],
    ['the Mongolian vowel separator U+180E', 'Ada\u180ELovelace'],
    ['a Hangul filler U+3164', 'Ada\u3164Lovelace'],
    ['a Hangul choseong filler U+115F', 'Ada\u115FLovelace'],
    ['a Hangul jungseong filler U+1160', 'Ada\u1160Lovelace'],
    ['a halfwidth Hangul filler U+FFA0', 'Ada\uFFA0Lovelace'],
  ])('refuses an invisible character: %s', (_kind, value) => {
    expect(messageOf(name.safeParse(value))).toBe(invisible);
  });

  it.each([
    ['an Arabic number sign U+0600', '\u0600Ada'],
    ['an interlinear annotation anchor U+FFF9', 'Ada\uFFF9Lovelace'],
    ['a language tag U+E0001', 'Ada\u{E0001}'],
    ['a tag letter U+E0061', 'Ada\u{E0061}'],
    ['a deprecated format character U+206A', 'Ada\u206ALovelace'],
  ])('refuses any other format character (Cf): %s', (_kind, value) => {
    expect(messageOf(name.safeParse(value))).toBe(invisible);
  });

  it.each([
    ['zero-width spaces', '\u200B\u200B\u200B'],
    ['word joiners', '\u2060\u2060'],
    ['soft hyphens', '\u00AD\u00AD'],
    ['Hangul fillers', '\u3164\u3164'],
    ['joiners', '\u200D\u200C\u200D'],
    ['joiners between spaces', ' \u200D \u200D '],
  ])('refuses a name of nothing but %s', (_kind, value) => {
    expect(messageOf(name.safeParse(value))).toBe(invisible);
  });

  it.each([
    ['a joiner first', '\u200DAda'],
    ['a joiner last', 'Ada\u200C'],
    ['a joiner beside a space', 'Ada \u200DLovelace'],
    ['two joiners in a row', 'Ada\u200D\u200DLovelace'],
  ])('refuses %s, where it joins nothing', (_kind, value) => {
    expect(messageOf(name.safeParse(value))).toBe(invisible);
  });

  it.each([
    ['a Persian name with ZWNJ', 'فرزانه نیک\u200Cنام'],
    ['a Devanagari conjunct with ZWJ', 'क्\u200Dष'],
    ['an emoji family (ZWJ sequence)', 'Ada 👩\u200D👩\u200D👧'],
    ['an emoji with a variation selector and ZWJ', 'Ada ❤\uFE0F\u200D🔥'],
    ['a skin tone in a ZWJ sequence', 'Ada 👩🏽\u200D💻'],
  ])('keeps the joiners words need between two visible characters: %s', (_kind, value) => {
    expect(name.parse(value)).toBe(value);
  });

  it.each([['123'], ['!!'], ['😀😀'], ['12 34'], ['. .']])(
    'requires a letter: refuses %j with the field message',
    (value) => {
      expect(messageOf(name.safeParse(value))).toBe('Name must contain a letter');
      expect(messageOf(lineText('Full name', 'Please enter your full name').safeParse(value))).toBe(
        'Please enter your full name',
      );
    },
  );

  it('takes a letter of any script', () => {
    for (const value of ['Zoë', '山田', 'Ωmega', 'فرزانه', "O'Brien 3rd"]) expect(name.parse(value)).toBe(value);
  });

  it('without the letter rule takes figures, and still refuses what is invisible or reordered', () => {
    const title = lineText('Title', undefined, { letter: false }).trim().min(3, 'Too short');
    expect(title.parse('1984')).toBe('1984');
    expect(title.parse('2027 🎉')).toBe('2027 🎉');
    expect(messageOf(title.safeParse('\u200B\u200B\u200B'))).toBe(
      'Title must not contain invisible or text-direction characters',
    );
    expect(messageOf(title.safeParse('1984\u202E'))).toBe(
      'Title must not contain invisible or text-direction characters',
    );
    expect(messageOf(title.safeParse('1984\u2028'))).toBe('Title must not contain line breaks or control characters');
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
    expect(stripNonXmlCharacters('a\u0000b\u0001c\u0008d\u000Be\u001Ff\tg\nh\ri\uFFFEj\uFFFFk\uD800l\uDFFFm')).toBe(
      'abcdef\tg\nh\rijklm',
    );
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
    for (const date of ['2000-01-01', '2024-02-29', '2026-11-21', '2100-12-31'])
      expect(joinDateSchema.parse(date)).toBe(date);
  });
});

describe('the schemas of every free-text field use them', () => {
  const signup = { fullName: 'Ada Lovelace', email: 'ada@example.com', plan: 'monthly', joinDate: '2026-11-21' };
  const post = {
    title: 'A title',
    slug: 'a-title',
    excerpt: 'An excerpt here',
    content: 'Content that is long enough.',
  };

  it('waitlist: the full name and the join date', () => {
    for (const schema of [waitlistFormSchema, waitlistSignupSchema]) {
      expect(fieldErrors(schema.safeParse({ ...signup, fullName: 'Ada\u0000' }))).toEqual({
        fullName: 'Full name must not contain line breaks or control characters',
      });
      for (const joinDate of ['2026-02-31', '0000-00-00']) {
        expect(fieldErrors(schema.safeParse({ ...signup, joinDate }))).toEqual({
          joinDate: 'Join date must be a real calendar date',
        });
      }
    }
  });

  it('blog: title, slug and cover refuse control characters; excerpt and content refuse NUL and lose the rest', () => {
    const errors = (fields: Record<string, unknown>) =>
      fieldErrors(blogPostInputSchema.safeParse({ ...post, ...fields }));
    expect(errors({ title: 'Title\u0001' })).toEqual({
      title: 'Title must not contain line breaks or control characters',
    });
    expect(errors({ slug: 'a-title\u0000' })).toEqual({
      slug: 'Slug must not contain line breaks or control characters',
    });
    expect(errors({ coverImage: 'https://img.example/a\u0001.png' }).coverImage).toBe(
      'Cover image must not contain line breaks or control characters',
    );
    expect(errors({ excerpt: 'An excerpt\u0000 here' })).toEqual({
      excerpt: 'Excerpt must not contain NUL characters',
    });
    expect(errors({ content: 'Content\u0000 that is long enough.' })).toEqual({
      content: 'Content must not contain NUL characters',
    });
    expect(
      blogPostInputSchema.parse({
        ...post,
        excerpt: 'An\u000C excerpt\u0001 here',
        content: 'Line one\u000B\nline two, long enough.',
      }),
    ).toMatchObject({
      excerpt: 'An excerpt here',
      content: 'Line one\nline two, long enough.',
    });
  });

  it('diagnostics: the test e-mail name', () => {
    expect(messageOf(testEmailRequestSchema.safeParse({ email: 'ops@example.com', name: 'Ops\u001B' }))).toBe(
      'Name must not contain line breaks or control characters',
    );
  });

  // Every single-line field a person or staff member fills in, with the message it shows.
  it('waitlist and checkout: a full name that spoofs, hides or holds no letter', () => {
    for (const schema of [waitlistFormSchema, waitlistSignupSchema]) {
      expect(fieldErrors(schema.safeParse({ ...signup, fullName: '\u202Eevil' }))).toEqual({
        fullName: 'Full name must not contain invisible or text-direction characters',
      });
      expect(fieldErrors(schema.safeParse({ ...signup, fullName: '\u200B\u2060\uFEFF' }))).toEqual({
        fullName: 'Full name must not contain invisible or text-direction characters',
      });
      expect(fieldErrors(schema.safeParse({ ...signup, fullName: 'Ada\u2028Lovelace' }))).toEqual({
        fullName: 'Full name must not contain line breaks or control characters',
      });
      expect(fieldErrors(schema.safeParse({ ...signup, fullName: '12345' }))).toEqual({
        fullName: 'Please enter your full name',
      });
    }
    expect(
      fieldErrors(
        checkoutCustomerSchema.safeParse({
          fullName: 'Ada\u2066Lovelace',
          email: 'ada@example.com',
          joinDate: '2026-11-21',
        }),
      ),
    ).toEqual({
      fullName: 'Full name must not contain invisible or text-direction characters',
    });
    // The spec's messages for an empty or short name are unchanged.
    expect(fieldErrors(waitlistFormSchema.safeParse({ ...signup, fullName: '' }))).toEqual({
      fullName: 'Please enter your full name',
    });
    expect(fieldErrors(waitlistFormSchema.safeParse({ ...signup, fullName: ' A ' }))).toEqual({
      fullName: 'Please enter your full name',
    });
  });

  it('announcements: a subject with a line separator or a direction override', () => {
    const draft = { subject: 'We launch Monday', bodyMarkdown: 'Hi', segment: 'confirmed' };
    expect(
      fieldErrors(announcementDraftSchema.safeParse({ ...draft, subject: 'We launch\u2028Bcc: everyone' })),
    ).toEqual({
      subject: 'Subject must not contain line breaks or control characters',
    });
    expect(
      fieldErrors(announcementDraftSchema.safeParse({ ...draft, subject: 'Your \u202Ednuf\u202C is ready' })),
    ).toEqual({
      subject: 'Subject must not contain invisible or text-direction characters',
    });
    expect(announcementDraftSchema.parse({ ...draft, subject: '2027 🎉' }).subject).toBe('2027 🎉');
  });

  it('blog: titles, slugs and covers refuse invisible characters; a title or slug of figures stays', () => {
    const errors = (fields: Record<string, unknown>) =>
      fieldErrors(blogPostInputSchema.safeParse({ ...post, ...fields }));
    expect(errors({ title: 'A title\u202E' })).toEqual({
      title: 'Title must not contain invisible or text-direction characters',
    });
    expect(errors({ slug: 'a-\u200Btitle' })).toEqual({
      slug: 'Slug must not contain invisible or text-direction characters',
    });
    expect(errors({ coverImage: 'https://img.example/a\u200B.png' })).toEqual({
      coverImage: 'Cover image must not contain invisible or text-direction characters',
    });
    expect(blogPostInputSchema.parse({ ...post, title: '1984', slug: '1984', coverImage: '' })).toMatchObject({
      title: '1984',
      slug: '1984',
      coverImage: null,
    });
  });

  it('diagnostics: a test e-mail name that spoofs or holds no letter', () => {
    expect(messageOf(testEmailRequestSchema.safeParse({ email: 'ops@example.com', name: 'Ops\u202E' }))).toBe(
      'Name must not contain invisible or text-direction characters',
    );
    expect(messageOf(testEmailRequestSchema.safeParse({ email: 'ops@example.com', name: '42' }))).toBe(
      'Name must contain a letter',
    );
    expect(testEmailRequestSchema.parse({ email: 'ops@example.com', name: 'Test User' }).name).toBe('Test User');
  });
});
