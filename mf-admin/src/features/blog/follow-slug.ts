import { slugify } from '@fresh-pouf/contracts';

/** Section 4: the slug follows the title while it is empty or still the previous title's form. */
export function followSlug(previousTitle: string, nextTitle: string, slug: string): string {
  return slug === '' || slug === slugify(previousTitle) ? slugify(nextTitle) : slug;
}
