import { API } from '@/test/api';
import { addProducts, resetShop, setStoreInfo } from '@/test/fakeShop';
import { server } from '@/test/server';
import { renderPage } from './renderPage';

// A page's head is what its screen declares (SubjectHead, usePageTitle): the server writes no
// head of its own, so the title and subject are computed once, where the screen shows them.

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetShop();
});
afterAll(() => server.close());

async function pageFor(path: string) {
  const view = await renderPage({
    url: new URL(path, 'https://shop.example'),
    serverFetch: { baseUrl: API, fetchFn: fetch },
    dataTimeoutMs: 10_000,
  });
  if (view.kind !== 'page') throw new Error(`${path} is not a server-rendered page`);
  return view;
}

describe('the head each page declares through its screen', () => {
  it('a search: its title and its own address, as the screen names them', async () => {
    const page = await pageFor('/search?q=yoga%20mat&sort=newest');
    expect(page.head).toEqual({
      subject: { kind: 'search', title: "Search: 'yoga mat'", path: '/search?q=yoga+mat&sort=newest' },
      title: "Search: 'yoga mat'",
    });
  });

  it('a sorted listing names the plain listing as its canonical address, with the products it shows', async () => {
    addProducts({ title: 'Trail Runner', category: 'Sports Shoes' });
    const { head } = await pageFor('/products?category=sports%20shoes&sort=price-asc');
    expect(head.title).toBe('Sports Shoes');
    expect(head.subject).toMatchObject({ kind: 'listing', heading: 'Sports Shoes', path: '/products?category=sports%20shoes', page: 1 });
    expect(head.subject.kind === 'listing' && head.subject.products.map((product) => product.name)).toEqual(['Trail Runner']);
  });

  it('a product the API does not know: Product Not Found, with status 404', async () => {
    const page = await pageFor('/product/no-such-product');
    expect(page.status).toBe(404);
    expect(page.head).toEqual({
      subject: { kind: 'page', title: 'Product Not Found', path: '/product/no-such-product' },
      title: 'Product Not Found',
    });
  });

  it('a policy page: its title, after the company name, and its text on the shop origin', async () => {
    setStoreInfo({ companyName: 'Trailhead Sports Pvt Ltd' });
    const page = await pageFor('/about');
    expect(page.head).toEqual({
      subject: { kind: 'page', title: 'About Us', path: '/about' },
      title: 'About Us',
      siteName: 'Trailhead Sports Pvt Ltd',
    });
    expect(page.html).toContain('https://shop.example');
  });

  it('home: the store name alone', async () => {
    expect((await pageFor('/')).head).toEqual({ subject: { kind: 'home' }, title: null });
  });
});
