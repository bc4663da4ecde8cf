import fc from 'fast-check';
import type { Product } from '@/entities/product/product';
import { schemaOrgProblems } from '@/test/schemaOrg';
import { headFor, shorten, type HeadTags, type Site } from './headTags';
import { jsonLdText, type ReviewsLd } from './jsonLd';

const site: Site = { origin: 'https://shop.example', storeName: 'Stride Sports', description: 'Gear for every game.' };

const product = (overrides: Partial<Product> = {}): Product => ({
  id: 'p-12',
  name: 'Yoga Mat Pro',
  description: 'A 6 mm non-slip mat that stays put through every flow, with a carry strap.',
  price: 1299,
  originalPrice: null,
  onSale: false,
  image: '/media/products/yoga-mat.svg',
  images: ['https://cdn.example/mat-2.jpg'],
  category: 'Yoga Accessories',
  parentCategory: '',
  gender: '',
  featured: false,
  sizes: [],
  colors: [],
  specifications: [],
  createdAt: '2026-10-01T10:00:00.000Z',
  ...overrides,
});

const meta = (tags: HeadTags, key: string) => tags.meta.find((tag) => tag.property === key || tag.name === key)?.content;
const ofType = (tags: HeadTags, type: string) => tags.jsonLd.find((data) => data['@type'] === type);

describe('headFor a product page', () => {
  const tags = headFor({ kind: 'product', product: product() }, site, 'Yoga Mat Pro | Stride Sports');

  it('describes the product with its name, price in rupees and a short description', () => {
    expect(tags.description).toBe(
      'Yoga Mat Pro for ₹1,299 at Stride Sports. A 6 mm non-slip mat that stays put through every flow, with a carry strap.',
    );
    expect(tags.canonical).toBe('https://shop.example/product/p-12');
  });

  it('gives link previews the image, title and price', () => {
    expect(meta(tags, 'og:type')).toBe('product');
    expect(meta(tags, 'og:title')).toBe('Yoga Mat Pro | Stride Sports');
    // Previews show no SVG: the picture's PNG card, 1200×630, is shared instead.
    expect(meta(tags, 'og:image')).toBe('https://shop.example/media/products/yoga-mat.png');
    expect(meta(tags, 'og:image:type')).toBe('image/png');
    expect(meta(tags, 'og:image:width')).toBe('1200');
    expect(meta(tags, 'og:image:height')).toBe('630');
    expect(meta(tags, 'og:url')).toBe(tags.canonical);
    expect(meta(tags, 'product:price:amount')).toBe('1299');
    expect(meta(tags, 'product:price:currency')).toBe('INR');
    expect(meta(tags, 'twitter:card')).toBe('summary_large_image');
    expect(meta(tags, 'twitter:image')).toBe('https://shop.example/media/products/yoga-mat.png');
    expect(meta(tags, 'twitter:data1')).toBe('₹1,299');
  });

  it('embeds a valid schema.org Product with sku, INR offer and availability, and a breadcrumb', () => {
    const data = ofType(tags, 'Product');
    expect(schemaOrgProblems(data)).toEqual([]);
    expect(data).toMatchObject({
      name: 'Yoga Mat Pro',
      sku: 'p-12',
      image: ['https://shop.example/media/products/yoga-mat.svg', 'https://cdn.example/mat-2.jpg'],
      offers: { price: 1299, priceCurrency: 'INR', availability: 'https://schema.org/InStock' },
    });
    const crumbs = ofType(tags, 'BreadcrumbList');
    expect(schemaOrgProblems(crumbs)).toEqual([]);
    expect(crumbs?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/' },
      { '@type': 'ListItem', position: 2, name: 'Yoga Accessories', item: 'https://shop.example/products?category=yoga%20accessories' },
      { '@type': 'ListItem', position: 3, name: 'Yoga Mat Pro', item: 'https://shop.example/product/p-12' },
    ]);
  });

  it('shares a picture that is not an SVG as it is (an API elsewhere with photographs)', () => {
    const photo = headFor({ kind: 'product', product: product({ image: 'https://cdn.example/mat.jpg' }) }, site, 't');
    expect(meta(photo, 'og:image')).toBe('https://cdn.example/mat.jpg');
    expect(meta(photo, 'og:image:width')).toBeUndefined();
  });

  it('still has a description and an image list without server text or pictures', () => {
    const bare = headFor({ kind: 'product', product: product({ description: '', image: '', images: [] }) }, site, 't');
    expect(bare.description).toBe('Yoga Mat Pro for ₹1,299 at Stride Sports.');
    expect(ofType(bare, 'Product')?.description).toBe(bare.description);
    expect(meta(bare, 'og:image')).toBeUndefined();
    expect(meta(bare, 'twitter:card')).toBe('summary');
  });
});

describe('headFor a listing', () => {
  const products = [product({ id: 'a', name: 'Runner One' }), product({ id: 'b', name: 'Runner Two' })];
  const tags = headFor(
    { kind: 'listing', heading: 'Sports Shoes', path: '/products?category=sports%20shoes&page=2', page: 2, pageSize: 12, products },
    site,
    'Sports Shoes | Stride Sports',
  );

  it('names the category and keeps its page in the canonical URL', () => {
    expect(tags.description).toMatch(/^Shop Sports Shoes at Stride Sports\./);
    expect(tags.canonical).toBe('https://shop.example/products?category=sports%20shoes&page=2');
  });

  it('embeds a valid ItemList, numbered on from the earlier pages', () => {
    const list = ofType(tags, 'ItemList');
    expect(schemaOrgProblems(list)).toEqual([]);
    expect(list?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 13, name: 'Runner One', url: 'https://shop.example/product/a' },
      { '@type': 'ListItem', position: 14, name: 'Runner Two', url: 'https://shop.example/product/b' },
    ]);
    expect(schemaOrgProblems(ofType(tags, 'BreadcrumbList'))).toEqual([]);
  });
});

describe('headFor other pages', () => {
  it('gives every page a description, a canonical URL and a breadcrumb', () => {
    const home = headFor({ kind: 'home' }, site, 'Stride Sports');
    expect(home.description).toBe('Gear for every game.');
    expect(home.canonical).toBe('https://shop.example/');
    const contact = headFor({ kind: 'page', title: 'Contact Us', path: '/contact' }, site, 'Contact Us | Stride Sports');
    expect(contact.canonical).toBe('https://shop.example/contact');
    expect(contact.description).toMatch(/^Contact Us at Stride Sports\./);
    for (const tags of [home, contact]) expect(schemaOrgProblems(ofType(tags, 'BreadcrumbList'))).toEqual([]);
  });
});

describe('headFor search results', () => {
  it('keeps them out of indexes, links still followed; other pages say nothing of robots', () => {
    const tags = headFor(
      { kind: 'search', title: "Search: 'yoga mat'", path: '/search?q=yoga+mat' },
      site,
      "Search: 'yoga mat' | Stride Sports",
    );
    expect(meta(tags, 'robots')).toBe('noindex, follow');
    expect(tags.canonical).toBe('https://shop.example/search?q=yoga+mat');
    expect(meta(headFor({ kind: 'home' }, site, 'Stride Sports'), 'robots')).toBeUndefined();
  });

  it('keeps a page of the shopper’s own (the review form) out of indexes too', () => {
    const form = headFor({ kind: 'page', title: 'Write a review', path: '/product/p-1/review', noindex: true }, site, 'Write a review');
    expect(meta(form, 'robots')).toBe('noindex, follow');
    expect(meta(headFor({ kind: 'page', title: 'Contact Us', path: '/contact' }, site, 'Contact Us'), 'robots')).toBeUndefined();
  });
});

describe("reviews in a product page's JSON-LD", () => {
  const review = { author: 'Priya S.', rating: 4, title: 'Grippy', text: 'Grips well on wet rock.', dateTime: '2026-11-12T10:00:00.000Z' };
  const withReviews = (reviews: ReviewsLd | null | undefined) =>
    ofType(headFor({ kind: 'product', product: product(), reviews }, site, 'Yoga Mat Pro'), 'Product')!;

  it('gives the aggregate rating and the first reviews of a product with published reviews', () => {
    const data = withReviews({ average: 4.3, count: 128, reviews: [review, { ...review, title: '', text: '  ' }] });
    expect(data.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 128, bestRating: 5, worstRating: 1 });
    // A review with nothing written is not one to show search engines.
    expect(data.review).toEqual([
      {
        '@type': 'Review',
        author: { '@type': 'Person', name: 'Priya S.' },
        reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5, worstRating: 1 },
        reviewBody: 'Grips well on wet rock.',
        name: 'Grippy',
        datePublished: '2026-11-12',
      },
    ]);
    expect(schemaOrgProblems(data)).toEqual([]);
  });

  it.each([
    ['no reviews', { average: 0, count: 0, reviews: [] }],
    ['an API without reviews', null],
    ['reviews not known', undefined],
  ])('gives no rating at all for %s', (_name, reviews) => {
    const data = withReviews(reviews);
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('review');
  });

  it('keeps hostile review text inside the script, reading back unchanged', () => {
    const hostile = '</script><script>alert(1)</script><!-- & \u2028';
    const text = jsonLdText(
      withReviews({ average: 5, count: 1, reviews: [{ ...review, author: hostile, title: hostile, text: hostile }] }),
    );
    expect(text).not.toMatch(/</);
    const back = JSON.parse(text) as { review: Array<{ author: { name: string }; name: string; reviewBody: string }> };
    expect(back.review[0]).toMatchObject({ author: { name: hostile }, name: hostile, reviewBody: hostile });
  });
});

describe('jsonLdText', () => {
  it('keeps product text from closing the script, and reads back unchanged', () => {
    const hostile = '</script><script>alert(1)</script><!-- & \u2028';
    const text = jsonLdText(ofType(headFor({ kind: 'product', product: product({ name: hostile }) }, site, hostile), 'Product')!);
    expect(text).not.toMatch(/<\/script|<!--|</i);
    expect((JSON.parse(text) as { name: string }).name).toBe(hostile);
  });

  it('never lets any text out of the script (generated text)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (name) => {
        const text = jsonLdText({ name });
        return !text.includes('<') && (JSON.parse(text) as { name: string }).name === name;
      }),
    );
  });
});

describe('shorten', () => {
  it('cuts long text at a word, within 155 characters', () => {
    const long = 'word '.repeat(60);
    expect(shorten(long).length).toBeLessThanOrEqual(155);
    expect(shorten(long)).toMatch(/word…$/);
  });
});

describe('schemaOrgProblems', () => {
  it('finds what a search engine would reject', () => {
    expect(
      schemaOrgProblems({
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'x',
        image: 'mat.svg',
        sku: '',
        offers: { '@type': 'Offer', price: 'free', priceCurrency: 'Rs', availability: 'yes' },
      }),
    ).toEqual([
      'Product.image must be absolute URLs',
      'Product.description must be text',
      'Product.sku must be text',
      'Product.offers.price must be a non-negative number',
      'Product.offers.priceCurrency must be an ISO 4217 code',
      'Product.offers.availability must be a schema.org ItemAvailability URL',
    ]);
    expect(
      schemaOrgProblems({
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 2, name: 'Home', item: '/' },
          { '@type': 'ListItem', position: 1, name: '', item: 'https://a.example/' },
        ],
      }),
    ).toEqual([
      'BreadcrumbList.itemListElement[0].item must be an absolute URL',
      'BreadcrumbList.itemListElement[1].position must be an increasing whole number',
      'BreadcrumbList.itemListElement[1].name must be text',
    ]);
  });
});
