/**
 * @jest-environment node
 */
// Node, as the build runs it: emotion's server build collects the CSS only where no document exists.
import { PRERENDERED_ROUTES, renderRoute, type PrerenderedRoute } from './renderRoute';
import { DEFAULT_HOME_CATEGORIES, MAX_HOME_CATEGORIES } from '@/features/home/homeContent';
import { staticHead } from './staticHead';

const route = (file: string): PrerenderedRoute => {
  const found = PRERENDERED_ROUTES.find((candidate) => candidate.file === file);
  if (!found) throw new Error(`no prerendered route ${file}`);
  return found;
};

const DEFAULT_BRAND = 'Stride Sports';
const count = (text: string, part: string) => text.split(part).length - 1;

describe('prerendered first screens', () => {
  it('the home page has the shell, the hero heading, and a skeleton where the store name goes', async () => {
    const { html } = await renderRoute(route('home.html'));
    expect(html).toContain('Gear up for every workout, run and game</h1>');
    expect(html).toContain('aria-label="Main"');
    expect(html).toContain('id="main"');
    expect(html).toContain('<footer');
    expect(html).toContain('data-testid="brand-skeleton"');
    // Never the built-in brand: another shop's name must not show before store info answers.
    expect(html).not.toContain(DEFAULT_BRAND);
    // Nor the built-in categories: the store's own come with store info.
    const categories = html.slice(html.indexOf('id="categories-heading"'), html.indexOf('id="featured-heading"'));
    expect(categories).not.toContain(DEFAULT_HOME_CATEGORIES[0]);
    expect(count(categories, 'data-testid="category-card-skeleton"')).toBe(MAX_HOME_CATEGORIES);
    // Featured products: card skeletons sized like the cards, not a spinner.
    expect(count(html, 'data-testid="product-card-skeleton"')).toBe(4);
    expect(html).not.toContain('role="progressbar"');
  });

  it('the home page has the newsletter block to read and use before any script runs', async () => {
    const { html } = await renderRoute(route('home.html'));
    const start = html.indexOf('aria-labelledby="newsletter-heading"');
    expect(start).toBeGreaterThan(-1);
    const block = html.slice(start, html.indexOf('</section>', start));
    expect(block).toMatch(/<h2[^>]*id="newsletter-heading"[^>]*>Join our newsletter<\/h2>/);
    const input = /<input[^>]*\bid="([^"]+)"[^>]*>/.exec(block);
    expect(input?.[0]).toMatch(/type="email"/);
    expect(input?.[0]).toMatch(/\brequired=""/);
    // Labelled, as a screen reader and find-in-page see it without the app.
    expect(block).toMatch(new RegExp(`<label[^>]*for="${input?.[1]}"[^>]*>Email address`));
    expect(block).toMatch(/<button[^>]*type="submit"[^>]*>Subscribe/);
  });

  it('the listing shows its heading over a grid of card skeletons', async () => {
    const { html } = await renderRoute(route('products.html'));
    expect(html).toContain('All Products</h1>');
    expect(count(html, 'data-testid="product-card-skeleton"')).toBe(12);
    expect(html).not.toContain(DEFAULT_BRAND);
  });

  it('the product template shows the product page skeleton', async () => {
    const { html } = await renderRoute(route('product.html'));
    expect(html).toContain('data-testid="product-detail-skeleton"');
    expect(html).not.toContain('role="progressbar"');
  });

  it.each(PRERENDERED_ROUTES.map((r) => [r.file, r] as const))('%s comes with the CSS of every class it uses', async (_file, r) => {
    const { html, styles } = await renderRoute(r);
    expect(styles).toMatch(/^<style data-emotion="css-global /);
    const classes = new Set(html.match(/\bcss-[a-z0-9]+\b/g));
    expect(classes.size).toBeGreaterThan(10);
    // css-0 is emotion's name for no style at all.
    const missing = [...classes].filter((name) => name !== 'css-0' && !styles.includes(`.${name}`));
    expect(missing).toEqual([]);
  });

  it('the body holds no head tags: the build writes those it knows into the head', async () => {
    const { html } = await renderRoute(route('home.html'));
    expect(html).not.toMatch(/<meta|rel="canonical"|application\/ld\+json/);
  });
});

describe('the head tags of a prerendered page', () => {
  const home = route('home.html').subject;
  const listing = route('products.html').subject;

  it('on the public origin: canonical address, og:url and breadcrumbs', () => {
    const head = staticHead(listing, 'https://shop.example');
    expect(head).toContain('<link rel="canonical" href="https://shop.example/products" data-prerendered=""/>');
    expect(head).toContain('<meta property="og:url" content="https://shop.example/products" data-prerendered=""/>');
    expect(head).toContain('"@type":"BreadcrumbList"');
    expect(head).toContain('"name":"All Products"');
  });

  it('the home page has the built-in description', () => {
    expect(staticHead(home, 'https://shop.example')).toMatch(
      /<meta name="description" content="Sports and fitness gear[^"]*" data-prerendered=""\/>/,
    );
  });

  it('nothing that names the store, and nothing on an unknown origin', () => {
    const head = staticHead(home, null);
    expect(head).not.toMatch(/canonical|og:url|og:site_name|og:title|twitter:title|ld\+json/);
    expect(head).not.toContain(DEFAULT_BRAND);
    expect(head).toContain('<meta property="og:type" content="website" data-prerendered=""/>');
  });

  it('a template of many products has none', () => {
    expect(staticHead(route('product.html').subject, 'https://shop.example')).toBe('');
  });
});
