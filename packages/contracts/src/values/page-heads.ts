import { pageTitle } from './brand';
import { EARLY_BIRD_PERCENT_LABEL } from './plans';

/** A page's title (the tab's, the previews') and its description for search and link previews. */
export interface PageHeadText {
  title: string;
  description: string;
}

/**
 * The heads of the pages that carry their own description, by path: the gateway writes them into
 * the HTML (crawlers run no JavaScript) and the pages set the same title once they render, so
 * the tab reads the same before and after the page is taken over.
 */
export const PAGE_HEADS = {
  '/': {
    title: pageTitle('A Splash of Freshness Every Month'),
    description:
      `Fresh, bright shower poufs delivered to your door every month, two months or three months, with family plans. ` +
      `Join the waitlist, or claim the Early Bird offer: ${EARLY_BIRD_PERCENT_LABEL} off, price locked for life.`,
  },
  '/blog': {
    title: pageTitle('Blog'),
    description: 'News and tips from Fresh Pouf, fresh shower poufs delivered to your door.',
  },
} as const satisfies Record<string, PageHeadText>;

/** A post's head, from the post as the page shows it: its title in the site's pattern, its excerpt. */
export const postHead = (post: { title: string; excerpt?: string | null }): PageHeadText => ({
  title: pageTitle(post.title),
  description: post.excerpt ?? '',
});
