import { expect, test } from './fixtures';

test.use({ serviceWorkers: 'allow' });

interface ProductDto {
  id: string;
  title: string;
  discountedPrice: number | null;
  regularPrice: number;
}

const headOf = (page: import('@playwright/test').Page) =>
  page.evaluate(() => ({
    title: document.title,
    descriptions: [...document.querySelectorAll('meta[name="description"]')].map((m) => m.getAttribute('content')),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content'),
    ogImage: document.querySelector('meta[property="og:image"]')?.getAttribute('content'),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>,
    ),
  }));

test('a product and a listing carry their own title, description, canonical URL and JSON-LD', async ({ page, request }) => {
  const { data } = (await (await request.get('/api/v1/products?category=sports%20shoes&limit=1')).json()) as { data: ProductDto[] };
  const product = data[0]!;
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
  await expect.poll(async () => (await headOf(page)).jsonLd.map((d) => d['@type'])).toEqual(['Product', 'BreadcrumbList']);
  const head = await headOf(page);
  const origin = new URL(page.url()).origin;
  expect(head.title).toBe(`${product.title} | Stride & Sweat Sports`);
  expect(head.descriptions).toHaveLength(1);
  expect(head.descriptions[0]).toMatch(new RegExp(`^${product.title} for ₹[\\d,]+ at Stride & Sweat Sports\\. \\S`));
  expect(head.canonical).toBe(`${origin}/product/${product.id}`);
  expect(head.ogTitle).toBe(head.title);
  expect(head.ogImage).toMatch(/^http:\/\/.+\/media\//);
  expect(head.jsonLd[0]).toMatchObject({
    '@type': 'Product',
    name: product.title,
    sku: product.id,
    offers: { '@type': 'Offer', price: product.discountedPrice ?? product.regularPrice, priceCurrency: 'INR' },
  });

  await page.goto('/products?category=sports%20shoes');
  await expect(page.getByRole('heading', { level: 1, name: 'Sports Shoes' })).toBeVisible();
  await expect.poll(async () => (await headOf(page)).jsonLd.map((d) => d['@type'])).toEqual(['ItemList', 'BreadcrumbList']);
  await expect(page).toHaveTitle('Sports Shoes | Stride & Sweat Sports');
  const listing = await headOf(page);
  expect(listing.descriptions[0]).toMatch(/^Shop Sports Shoes at Stride & Sweat Sports\./);
  expect(listing.canonical).toBe(`${origin}/products?category=sports%20shoes`);
  expect(listing.jsonLd[0]).toMatchObject({
    itemListElement: expect.arrayContaining([expect.objectContaining({ url: `${origin}/product/${product.id}` })]),
  });

  // The sitemap lists the same addresses (on PUBLIC_URL, here the server's default).
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/product/${product.id}</loc>`);
  expect(sitemap).toContain('/products?category=sports%20shoes</loc>');
  expect(await (await request.get('/robots.txt')).text()).toMatch(/^Sitemap: http:\/\/\S+\/sitemap\.xml$/m);
});

test('the shop is installable: manifest, icons and worker as Chromium checks them', async ({ page, context, request }) => {
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    name: string;
    display: string;
    start_url: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Stride & Sweat Sports', display: 'standalone', start_url: '/' });
  for (const size of ['192x192', '512x512'])
    expect(manifest.icons.some((icon) => icon.sizes === size && icon.purpose === 'any')).toBe(true);
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) expect((await request.get(icon.src)).ok()).toBe(true);

  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Featured Products' })).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // Chromium's own installability check (what Lighthouse ≤ 11 reported as installable-manifest).
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  // Playwright's contexts are incognito, which Chromium never installs from: the one error that
  // is about the browser, not the shop.
  expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
});
