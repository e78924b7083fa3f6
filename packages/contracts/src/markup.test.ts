import { describe, expect, it } from 'vitest';
import { escapeHtml } from './markup';

describe('escapeHtml', () => {
  it('turns the five markup characters into entities and leaves the rest', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a> — ok`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt; — ok',
    );
  });
});
