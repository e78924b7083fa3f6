import { BRAND, stripNonXmlCharacters } from '@fresh-pouf/contracts';
import { scriptSafeJson } from '@fresh-pouf/contracts/boot-state';
import { escapeMarkup as esc } from './escape';
import { OG_IMAGE, ogImageUrl } from './og-image';

/** What a page tells link previews and search engines about itself. */
export interface PageHead {
  title: string;
  description: string;
  /** The page's one public address (canonical and og:url). */
  url: string;
  type: 'website' | 'article';
  /** A picture of the page's own (a post's cover); otherwise the brand's picture. */
  image?: string | null;
  /** Extra tags, already escaped (article:published_time). */
  extra?: string[];
  /** schema.org objects, written out as one JSON-LD script. */
  structuredData?: object[];
}

/**
 * JSON inside <script>: "<" is written as \u003c, so a "</script>" in a stored title cannot
 * end the script early; U+2028/9 likewise, which older parsers read as line ends. Characters
 * HTML cannot carry are dropped from every string, as from the tags.
 */
export function jsonLdScript(data: object[]): string {
  const json = scriptSafeJson(data.length === 1 ? data[0] : data, (_key, value: unknown) =>
    typeof value === 'string' ? stripNonXmlCharacters(value) : value,
  );
  return `<script type="application/ld+json">${json}</script>`;
}

const meta = (attribute: 'name' | 'property', key: string, value: string | number) =>
  `<meta ${attribute}="${key}" content="${esc(String(value))}">`;
const og = (key: string, value: string | number) => meta('property', `og:${key}`, value);
const twitter = (key: string, value: string) => meta('name', `twitter:${key}`, value);

/** The description, canonical URL, Open Graph and Twitter card tags of one page, every value escaped. */
export function headTags(site: string, head: PageHead): string[] {
  const own = head.image ? { url: head.image } : null;
  const image = own ?? { url: ogImageUrl(site) };
  return [
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${esc(head.url)}">`,
    og('type', head.type),
    og('site_name', BRAND.name),
    og('title', head.title),
    og('description', head.description),
    og('url', head.url),
    og('image', image.url),
    // Size and words only for the picture we drew; a cover's are not known here.
    ...(own
      ? []
      : [
          og('image:type', OG_IMAGE.type),
          og('image:width', OG_IMAGE.width),
          og('image:height', OG_IMAGE.height),
          og('image:alt', OG_IMAGE.alt),
        ]),
    twitter('card', 'summary_large_image'),
    twitter('title', head.title),
    twitter('description', head.description),
    twitter('image', image.url),
    ...(own ? [] : [twitter('image:alt', OG_IMAGE.alt)]),
    ...(head.extra ?? []),
    ...(head.structuredData?.length ? [jsonLdScript(head.structuredData)] : []),
  ];
}

/**
 * The page's HTML with its own title and preview tags in the head. The shell's generic
 * description goes (two would contradict each other); the title becomes the one the page sets
 * once it renders, so nothing changes in the tab when it hydrates.
 */
export function withHead(html: string, site: string, head: PageHead): string {
  const withoutDefaults = html.replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  const titled = /<title>[\s\S]*?<\/title>/i.test(withoutDefaults)
    ? withoutDefaults.replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${esc(head.title)}</title>`)
    : withoutDefaults.replace(/<head[^>]*>/i, (open) => `${open}<title>${esc(head.title)}</title>`);
  return titled.replace(/<\/head>/i, () => `    ${headTags(site, head).join('\n    ')}\n  </head>`);
}
