// schema.org structured data (JSON-LD) for the shop's pages. Pure: the client renders it through
// PageHead, and a build-time prerender can put the same objects in the HTML.
import type { Product } from '@/entities/product/product';
import { levelOf } from '@/entities/product/stock';
import { SCHEMA_AVAILABILITY } from '@rules/stock';
import { scriptSafeJson } from '@/utils/scriptJson';

export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

export interface Crumb {
  name: string;
  url: string;
}

export function breadcrumbJsonLd(crumbs: Crumb[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** A product's published reviews as search engines are told of them, for the stars in their results: the summary and the first few. */
export interface ReviewsLd {
  average: number;
  count: number;
  reviews: Array<{ author: string; rating: number; title: string; text: string; dateTime: string }>;
}

/**
 * `aggregateRating` and `review` for a product with published reviews; nothing at all for one
 * without (Google's rules for review snippets: no rating of 0, no empty review list).
 */
function reviewsJsonLd(reviews: ReviewsLd | null | undefined): JsonLd {
  if (!reviews || reviews.count < 1 || reviews.average < 1) return {};
  const range = { bestRating: 5, worstRating: 1 };
  // A review search engines are shown must say something.
  const written = reviews.reviews.filter((review) => review.text.trim() !== '');
  return {
    aggregateRating: { '@type': 'AggregateRating', ratingValue: reviews.average, reviewCount: reviews.count, ...range },
    ...(written.length > 0 && {
      review: written.map((review) => ({
        '@type': 'Review',
        author: { '@type': 'Person', name: review.author },
        reviewRating: { '@type': 'Rating', ratingValue: review.rating, ...range },
        reviewBody: review.text,
        ...(review.title && { name: review.title }),
        ...(review.dateTime && { datePublished: review.dateTime.slice(0, 10) }),
      })),
    }),
  };
}

/** `url` and the product's pictures must already be absolute. */
export function productJsonLd(product: Product, url: string, images: string[], description: string, reviews?: ReviewsLd | null): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: product.name,
    image: images,
    description,
    sku: product.id,
    ...(product.category ? { category: product.category } : {}),
    url,
    offers: {
      '@type': 'Offer',
      url,
      price: product.price,
      priceCurrency: 'INR',
      // From the same numbers the page shows; an API that does not count stock sells whatever it lists.
      availability: SCHEMA_AVAILABILITY[levelOf(product) ?? 'in-stock'],
    },
    ...reviewsJsonLd(reviews),
  };
}

export interface ListedProduct {
  name: string;
  url: string;
}

/** `firstPosition`: the listing's page 2 starts where page 1 ended. */
export function itemListJsonLd(name: string, items: ListedProduct[], firstPosition = 1): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: firstPosition + index,
      name: item.name,
      url: item.url,
    })),
  };
}

/**
 * The text of a <script type="application/ld+json">. JSON.stringify leaves `</script>` and `<!--`
 * as they are, and product text comes from the server: escaping <, > and & (and the two line
 * separators old parsers choke on) keeps it one script, whatever it says. JSON.parse reads it back
 * unchanged.
 */
export function jsonLdText(data: JsonLd): string {
  return scriptSafeJson(data);
}
