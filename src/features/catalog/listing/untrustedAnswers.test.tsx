import { screen } from '@testing-library/react';
import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import { paths } from '@/utils/paths';
import { API } from '@/test/api';
import { encodes, junkId, junkText } from '@/test/arbitraries';
import { buildProduct } from '@/test/builders';
import { propertyRuns } from '@/test/propertyRuns';
import { renderWithProviders } from '@/test/renderWithProviders';
import { server } from '@/test/server';
import { toProduct, toProductPage } from '@/entities/product/normalizers';
import { HomeScreen } from '@/features/home/HomeScreen';
import { ProductListScreen } from './ProductListScreen';

/** Every product list (home's featured block and the listing) answers with `items`. */
function serveProducts(items: unknown[]) {
  server.use(http.get(`${API}/products`, () => HttpResponse.json({ data: items, pagination: { total: items.length } })));
}

const crashed = () => screen.queryByText(/Unexpected Application Error|Something went wrong/);

describe('product answers with ids that cannot go in a URL', () => {
  it('drops those products and keeps the rest', () => {
    const good = buildProduct({ title: 'Skipping Rope' });
    const page = toProductPage({ data: [buildProduct({ id: '\ud800x' }), good, buildProduct({ id: 'x\udfff' })] });
    expect(page.products.map((product) => product.name)).toEqual(['Skipping Rope']);
  });

  it('never yields a product whose link cannot be built (generated ids)', () => {
    fc.assert(
      fc.property(fc.array(junkId, { maxLength: 8 }), (ids) => {
        const { products } = toProductPage(ids.map((id) => ({ ...buildProduct(), id })));
        return products.every((product) => product.id !== '' && encodes(product.id) && paths.product(product.id).startsWith('/product/'));
      }),
      { numRuns: 1000 },
    );
  });

  it.each([
    ['/products', 'All Products', <ProductListScreen key="list" />],
    ['/', 'Featured Products', <HomeScreen key="home" />],
  ])('%s shows the good products instead of crashing', async (route, heading, screenUnderTest) => {
    serveProducts([buildProduct({ id: '\ud800x', title: 'Broken Id' }), buildProduct({ title: 'Skipping Rope', attributes: [] })]);
    renderWithProviders(screenUnderTest, { route });
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Skipping Rope' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Broken Id' })).not.toBeInTheDocument();
    expect(crashed()).not.toBeInTheDocument();
  });

  // Each run renders the listing, up to 8 s on a loaded 2-core machine: a few runs in `npm test`,
  // all of them in CI's thorough step, and a budget to match.
  const listingRuns = propertyRuns(4, 15);
  it(
    'the listing renders whatever ids arrive (generated answers)',
    async () => {
      let runs = 0;
      await fc.assert(
        fc.asyncProperty(fc.array(fc.oneof(junkId, junkText), { minLength: 1, maxLength: 6 }), async (ids) => {
          runs += 1;
          serveProducts([...ids.map((id) => ({ ...buildProduct({ title: 'Fuzzed' }), id })), buildProduct({ title: 'Anchor' })]);
          const view = renderWithProviders(<ProductListScreen />, { route: '/products' });
          try {
            expect(await screen.findByRole('article', { name: 'Anchor' })).toBeInTheDocument();
            expect(crashed()).not.toBeInTheDocument();
          } finally {
            view.unmount();
          }
        }),
        { numRuns: listingRuns },
      );
      expect(runs).toBe(listingRuns);
    },
    Math.max(30_000, listingRuns * 8_000),
  );
});

describe('product pictures from the server', () => {
  it.each(['javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', 'vbscript:msgbox(1)', ' JAVASCRIPT:x'])(
    'drops %j from the main image and the gallery',
    (url) => {
      const product = toProduct(buildProduct({ imgUrl: url, images: [{ url }, { url: 'https://cdn.test/b.png' }] }));
      expect(product.image).toBe('https://cdn.test/b.png');
      expect(product.images).toEqual(['https://cdn.test/b.png']);
    },
  );

  it('keeps paths on the shop', () => {
    expect(toProduct(buildProduct({ imgUrl: '/media/rope.svg' })).image).toBe('/media/rope.svg');
  });
});
