import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { http, HttpResponse } from 'msw';
import { createPageServer } from '@/app/ssr/pageServer';
import { API } from '@/test/api';
import { addProducts, resetShop } from '@/test/fakeShop';
import { addReviews, resetReviews, reviewsShop } from '@/test/fakeReviews';
import { server } from '@/test/server';

// The product page as the page server draws it (issue 30): its rating and first reviews are in the
// HTML and in the data the browser hydrates from; a reviews failure leaves only them out.

let appDir: string;

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  appDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reviews-page-'));
  fs.writeFileSync(
    path.join(appDir, 'index.html'),
    '<!doctype html><html lang=en><head><title>Sports Store</title></head><body><div id=root></div></body></html>',
  );
});
afterEach(() => {
  server.resetHandlers();
  resetShop();
  resetReviews();
});
afterAll(() => {
  server.close();
  fs.rmSync(appDir, { recursive: true, force: true });
});

const answer = (address: string) =>
  createPageServer({ appDir, apiBaseUrl: API, publicUrl: 'https://shop.example', dataTimeoutMs: 5_000 }).answer(address);
const bodyOf = (html: string) => html.slice(html.indexOf('<div id="root">'));
const pageData = (html: string) =>
  JSON.parse(/<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(html)![1]!) as { queries: Record<string, unknown> };
const productLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)]
    .map((match) => JSON.parse(match[1]!) as Record<string, unknown>)
    .find((data) => data['@type'] === 'Product');

function shoe() {
  const [product] = addProducts({ title: 'Trail Runner', rating: { average: 4.5, count: 2 } });
  addReviews(
    product!.id,
    { title: 'Grippy on wet rock', text: 'Held on every wet slab.\nWould buy again.', rating: 5, helpful: 3, author: 'Priya S.' },
    { title: 'Runs small <b>order up</b>', rating: 4, author: 'Ravi K.' },
  );
  return product!;
}

describe('the product page drawn on the server', () => {
  it('holds the rating beside the title, the histogram and the first reviews, in their data and JSON-LD', async () => {
    const product = shoe();
    const page = await answer(`/product/${product.id}`);
    const body = bodyOf(page.body);
    expect(page.status).toBe(200);
    expect(body).toContain('aria-label="4.5 out of 5 stars, 2 reviews"');
    expect(body).toMatch(/<h2[^>]*>Ratings &amp; reviews<\/h2>/);
    expect(body).toContain('aria-label="5 stars, 1 review"');
    expect(body).toMatch(/<h3[^>]*>Grippy on wet rock<\/h3>/);
    expect(body).toContain('Held on every wet slab.\nWould buy again.');
    // A buyer's markup is text in the HTML too.
    expect(body).toContain('Runs small &lt;b&gt;order up&lt;/b&gt;');
    expect(body).not.toContain('<b>order up</b>');
    expect(Object.keys(pageData(page.body).queries)).toContain(`getReviews({"productId":"${product.id}","sort":"helpful","star":null})`);
    expect(productLd(page.body)).toMatchObject({
      aggregateRating: { ratingValue: 4.5, reviewCount: 2 },
      review: [{ name: 'Grippy on wet rock' }, {}],
    });
  });

  it('draws the sort and star the address names', async () => {
    const product = shoe();
    const page = await answer(`/product/${product.id}?sort=lowest&star=4`);
    expect(bodyOf(page.body)).toMatch(/<h3[^>]*>Runs small/);
    expect(bodyOf(page.body)).not.toContain('Grippy on wet rock</h3>');
    // Search engines get the canonical view's reviews only: here the rating alone.
    expect(productLd(page.body)).toMatchObject({ aggregateRating: { reviewCount: 2 } });
    expect(productLd(page.body)).not.toHaveProperty('review');
  });

  it('without reviews in the API, draws the page as before: no rating, no section, no JSON-LD rating', async () => {
    reviewsShop.backend = 'missing';
    const [mat] = addProducts({ title: 'Cork Yoga Mat', regularPrice: 1499 });
    const page = await answer(`/product/${mat!.id}`);
    expect(page.status).toBe(200);
    expect(bodyOf(page.body)).toContain('₹1,499');
    expect(bodyOf(page.body)).not.toContain('Ratings &amp; reviews');
    expect(bodyOf(page.body)).not.toContain('out of 5 stars');
    expect(productLd(page.body)).not.toHaveProperty('aggregateRating');
  });

  it('a reviews failure never fails the page: the product is drawn, the reviews left for the browser', async () => {
    const product = shoe();
    server.use(http.get(`${API}/products/:id/reviews`, () => HttpResponse.json({ error: 'down' }, { status: 503 })));
    const page = await answer(`/product/${product.id}`);
    expect(page.status).toBe(200);
    expect(bodyOf(page.body)).toMatch(/<h1[^>]*>Trail Runner<\/h1>/);
    expect(bodyOf(page.body)).toContain('aria-label="Loading reviews"');
    expect(Object.keys(pageData(page.body).queries).some((key) => key.startsWith('getReviews'))).toBe(false);
  });
});
