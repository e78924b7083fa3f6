import {
  BRAND,
  type BlogPostSummary,
  EARLY_BIRD_PERCENT_LABEL,
  formatPrice,
  FREQUENCY_MONTHS,
  type Plan,
  PLANS,
} from '@fresh-pouf/contracts';
import { postUrl } from './feeds';
import { ogImageUrl } from './og-image';

const CONTEXT = 'https://schema.org';
// The spec writes every price in dollars and ships in the US only.
const CURRENCY = 'USD';
export const PRODUCT_NAME = `${BRAND.name} shower pouf subscription`;

const organizationId = (site: string) => `${site}/#organization`;

export function organization(site: string) {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': organizationId(site),
    name: BRAND.name,
    url: `${site}/`,
    email: BRAND.contactEmail,
    image: ogImageUrl(site),
  };
}

/** A single plan's months per delivery; the family plan's card shows its monthly price. */
const monthsOf = (plan: Plan) => (plan.id === 'family' ? FREQUENCY_MONTHS.monthly : FREQUENCY_MONTHS[plan.id]);

/** One plan at its Early Bird price, as the pricing cards show it (the family plan's is its "from" price). */
function earlyBirdOffer(site: string, plan: Plan) {
  const price = plan.discountedPrice.toFixed(2);
  return {
    '@type': 'Offer',
    name: `Early Bird ${plan.title}`,
    description: `${EARLY_BIRD_PERCENT_LABEL} off the regular ${formatPrice(plan.price)}${plan.period}${plan.isFamily ? ' (from)' : ''}, price locked for life.`,
    price,
    priceCurrency: CURRENCY,
    // Pre-launch: the Early Bird pays now for deliveries that start at launch.
    availability: 'https://schema.org/PreOrder',
    url: `${site}/#pricing`,
    seller: { '@id': organizationId(site) },
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price,
      priceCurrency: CURRENCY,
      ...(plan.isFamily ? { minPrice: price } : {}),
      billingDuration: { '@type': 'QuantitativeValue', value: monthsOf(plan), unitCode: 'MON' },
    },
  };
}

/** The subscription with the Early Bird offer of every plan, prices from the one catalogue. */
export function earlyBirdProduct(site: string) {
  const prices = PLANS.map((plan) => plan.discountedPrice);
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: PRODUCT_NAME,
    description: `Fresh, bright shower poufs delivered to your door every month, two months or three months, with family plans. Early Bird: ${EARLY_BIRD_PERCENT_LABEL} off, price locked for life.`,
    image: ogImageUrl(site),
    url: `${site}/`,
    brand: { '@type': 'Brand', name: BRAND.name },
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: CURRENCY,
      lowPrice: Math.min(...prices).toFixed(2),
      highPrice: Math.max(...prices).toFixed(2),
      offerCount: PLANS.length,
      offers: PLANS.map((plan) => earlyBirdOffer(site, plan)),
    },
  };
}

/** A published post: what search engines show for an article. */
export function blogPosting(site: string, post: BlogPostSummary) {
  const url = postUrl(site, post);
  const published = post.publishDate ?? post.createdAt;
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt ?? '',
    url,
    mainEntityOfPage: url,
    image: post.coverImage || ogImageUrl(site),
    datePublished: published,
    dateModified: post.updatedAt ?? published,
    author: { '@id': organizationId(site), '@type': 'Organization', name: BRAND.name },
    publisher: { '@id': organizationId(site), '@type': 'Organization', name: BRAND.name },
    isPartOf: { '@type': 'Blog', name: `${BRAND.name} Blog`, url: `${site}/blog` },
  };
}
