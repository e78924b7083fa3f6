import { describe, expect, it } from 'vitest';
import { PAGE_HEADS, postHead } from './page-heads';

describe('the declared page heads', () => {
  it('give the landing page and the blog their titles and descriptions, word for word', () => {
    expect(PAGE_HEADS['/']).toEqual({
      title: 'A Splash of Freshness Every Month · Fresh Pouf',
      description:
        'Fresh, bright shower poufs delivered to your door every month, two months or three months, with family plans. ' +
        'Join the waitlist, or claim the Early Bird offer: 25% off, price locked for life.',
    });
    expect(PAGE_HEADS['/blog']).toEqual({
      title: 'Blog · Fresh Pouf',
      description: 'News and tips from Fresh Pouf, fresh shower poufs delivered to your door.',
    });
  });

  it("give a post the site's title pattern and its excerpt, or no description without one", () => {
    expect(postHead({ title: 'Why Poufs <Differ>', excerpt: 'A short excerpt.' })).toEqual({
      title: 'Why Poufs <Differ> · Fresh Pouf',
      description: 'A short excerpt.',
    });
    expect(postHead({ title: 'No excerpt', excerpt: null })).toEqual({
      title: 'No excerpt · Fresh Pouf',
      description: '',
    });
  });
});
