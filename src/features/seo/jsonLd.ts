// schema.org structured data (JSON-LD) for the shop's pages. Pure: the client renders it through
// PageHead, and a build-time prerender can put the same objects in the HTML.
import type { Product } from '@/entities/product/product';
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

/** `url` and the product's pictures must already be absolute. */
export function productJsonLd(product: Product, url: string, images: string[], description: string): JsonLd {
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
      // The catalogue has no stock levels: whatever it lists can be ordered.
      availability: 'https://schema.org/InStock',
    },
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
