/**
 * Public blog dates are long US dates (docs/product/blog.md#blog-post-page): "November 21, 2026". In UTC, so the
 * page the server renders and the one the browser hydrates say the same day wherever the reader is.
 */
export function longUsDate(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}
