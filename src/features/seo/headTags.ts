// What a page puts in <head> for search engines and link previews, from its route and data.
// Pure, so the client (PageHead) and a build-time prerender emit the same tags.
import { paths } from '@/utils/paths';
import type { Product } from '@/entities/product/product';
import { formatInr } from '@rules/money';
import { breadcrumbJsonLd, itemListJsonLd, productJsonLd, type Crumb, type JsonLd, type ReviewsLd } from './jsonLd';

export interface Site {
  /** Where the shop is served, e.g. https://shop.example (no trailing slash). */
  origin: string;
  storeName: string;
  /** The store's own description (store info), else a built-in line. */
  description: string;
}

/** What the route shows; everything else comes from the site and the document title. */
export type PageSubject =
  | { kind: 'home' }
  | { kind: 'listing'; heading: string; path: string; page: number; pageSize: number; products: Product[] }
  /** `reviews`: its published reviews when the API has them (their summary and the first few), for JSON-LD. */
  | { kind: 'product'; product: Product; reviews?: ReviewsLd | null }
  /** `noindex`: a page of the shopper's own (the review form), kept out of indexes, links still followed. */
  | { kind: 'page'; title: string; path: string; noindex?: boolean }
  /** Search results: kept out of search engines' indexes (any wording makes a page), links still followed. */
  | { kind: 'search'; title: string; path: string };

export interface MetaTag {
  name?: string;
  property?: string;
  content: string;
}

export interface HeadTags {
  title: string;
  description: string;
  canonical: string;
  meta: MetaTag[];
  jsonLd: JsonLd[];
}

const DESCRIPTION_LENGTH = 155;

/** At most `max` characters, cut at a word with an ellipsis: search results show about 155. */
export function shorten(text: string, max = DESCRIPTION_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** A picture's address as crawlers need it: absolute, http(s) only; '' when it is neither. */
export function absoluteUrl(url: string, origin: string): string {
  if (!url) return '';
  try {
    const resolved = new URL(url, `${origin}/`);
    return resolved.protocol === 'http:' || resolved.protocol === 'https:' ? resolved.href : '';
  } catch {
    return '';
  }
}

function productDescription(product: Product, storeName: string): string {
  const lead = `${product.name} for ${formatInr(product.price)} at ${storeName}.`;
  return shorten(product.description ? `${lead} ${product.description}` : lead);
}

function listingDescription(heading: string, storeName: string, siteDescription: string): string {
  return shorten(`Shop ${heading} at ${storeName}. ${siteDescription}`);
}

interface Parts {
  description: string;
  canonicalPath: string;
  image: string;
  type: 'website' | 'product';
  crumbs: Array<{ name: string; path: string }>;
  extraMeta: MetaTag[];
  jsonLd: (canonical: string) => JsonLd[];
}

function partsFor(subject: PageSubject, site: Site): Parts {
  const home = { name: 'Home', path: paths.home };
  switch (subject.kind) {
    case 'home':
      return {
        description: shorten(site.description),
        canonicalPath: paths.home,
        image: '',
        type: 'website',
        crumbs: [home],
        extraMeta: [],
        jsonLd: () => [],
      };
    case 'listing': {
      const { heading, path, page, pageSize, products } = subject;
      return {
        description: listingDescription(heading, site.storeName, site.description),
        canonicalPath: path,
        image: absoluteUrl(products[0]?.image ?? '', site.origin),
        type: 'website',
        crumbs: [home, { name: heading, path }],
        extraMeta: [],
        jsonLd: () => [
          itemListJsonLd(
            heading,
            products.map((product) => ({ name: product.name, url: `${site.origin}${paths.product(product.id)}` })),
            (page - 1) * pageSize + 1,
          ),
        ],
      };
    }
    case 'product': {
      const { product, reviews } = subject;
      const description = productDescription(product, site.storeName);
      const images = [product.image, ...product.images].map((url) => absoluteUrl(url, site.origin)).filter(Boolean);
      const price = formatInr(product.price);
      return {
        description,
        canonicalPath: paths.product(product.id),
        image: images[0] ?? '',
        type: 'product',
        crumbs: [
          home,
          ...(product.category ? [{ name: product.category, path: paths.category(product.category) }] : []),
          { name: product.name, path: paths.product(product.id) },
        ],
        extraMeta: [
          { property: 'product:price:amount', content: String(product.price) },
          { property: 'product:price:currency', content: 'INR' },
          { name: 'twitter:label1', content: 'Price' },
          { name: 'twitter:data1', content: price },
        ],
        jsonLd: (canonical) => [productJsonLd(product, canonical, [...new Set(images)], product.description || description, reviews)],
      };
    }
    case 'search':
      return {
        description: shorten(`${subject.title} at ${site.storeName}. ${site.description}`),
        canonicalPath: subject.path,
        image: '',
        type: 'website',
        crumbs: [home, { name: subject.title, path: subject.path }],
        extraMeta: [{ name: 'robots', content: 'noindex, follow' }],
        jsonLd: () => [],
      };
    case 'page':
      return {
        description: shorten(`${subject.title} at ${site.storeName}. ${site.description}`),
        canonicalPath: subject.path,
        image: '',
        type: 'website',
        crumbs: [home, { name: subject.title, path: subject.path }],
        extraMeta: subject.noindex ? [{ name: 'robots', content: 'noindex, follow' }] : [],
        jsonLd: () => [],
      };
  }
}

/**
 * Link previews (WhatsApp, Facebook, X) show no SVG: a picture served as `….svg` is shared as
 * the same address with `.png`, its 1200×630 card (the reference server draws one for every
 * product picture; see docs/operations.md). Any other picture is shared as it is.
 */
function shareImage(image: string): MetaTag[] {
  if (!/\.svg$/i.test(image))
    return [
      { property: 'og:image', content: image },
      { name: 'twitter:image', content: image },
    ];
  const card = image.replace(/\.svg$/i, '.png');
  return [
    { property: 'og:image', content: card },
    { property: 'og:image:type', content: 'image/png' },
    { property: 'og:image:width', content: '1200' },
    { property: 'og:image:height', content: '630' },
    { name: 'twitter:image', content: card },
  ];
}

/** The head of a page: `title` is the document title (`{page} | {store}`, spec §2). */
export function headFor(subject: PageSubject, site: Site, title: string): HeadTags {
  const parts = partsFor(subject, site);
  const canonical = `${site.origin}${parts.canonicalPath}`;
  const crumbs: Crumb[] = parts.crumbs.map((crumb) => ({ name: crumb.name, url: `${site.origin}${crumb.path}` }));
  const image = parts.image ? shareImage(parts.image) : [];
  return {
    title,
    description: parts.description,
    canonical,
    meta: [
      { property: 'og:type', content: parts.type },
      { property: 'og:site_name', content: site.storeName },
      { property: 'og:title', content: title },
      { property: 'og:description', content: parts.description },
      { property: 'og:url', content: canonical },
      { name: 'twitter:card', content: parts.image ? 'summary_large_image' : 'summary' },
      { name: 'twitter:title', content: title },
      { name: 'twitter:description', content: parts.description },
      ...image,
      ...parts.extraMeta,
    ],
    jsonLd: [...parts.jsonLd(canonical), breadcrumbJsonLd(crumbs)],
  };
}
