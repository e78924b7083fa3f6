/**
 * How long a blog answer counts as current. A visit later than that asks again (a post published
 * or edited a moment ago shows up); a page the server rendered arrives with its data counted as
 * fetched when the page was asked for (the shell's boot state), so its first view asks nothing.
 */
export const BLOG_DATA_FRESH_MS = 10_000;
