// First: the routes as the page server's build has them, with their loaders (PAGE_SERVER); in
// the browser's app rendered below they answer nothing (no page server's request context).
import '@/test/pageServerBuild';
import { screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { baseApi } from '@/api/baseApi';
import { pageDataReceived } from '@/api/pageData';
import { routes } from '@/app/routes';
import { setupStore } from '@/app/store';
import { API } from '@/test/api';
import { addProducts, callsFromNow, setStoreInfo } from '@/test/fakeShop';
import { addReviews } from '@/test/fakeReviews';
import { renderApp } from '@/test/renderWithProviders';
import { loadPage } from './loadPage';

// Each page route's loader must fetch exactly what its screen reads, with the screen's own
// arguments: the screen, drawn from that cache, then asks the API for nothing.

async function pageFor(path: string) {
  const page = await loadPage({
    url: new URL(path, 'http://localhost'),
    serverFetch: { baseUrl: API, fetchFn: fetch },
    dataTimeoutMs: 10_000,
  });
  if (page.kind !== 'page') throw new Error(`${path} is not a server-rendered page`);
  return page;
}

/** The app at `path` with its page data in the store, as the browser starts from a rendered page; the calls it makes. */
async function openWithPageData(path: string, heading: string) {
  const { pageApi, complete, routing } = await pageFor(path);
  expect(complete).toBe(true);
  expect(routing.statusCode).toBe(200);
  const store = setupStore();
  store.dispatch(pageDataReceived(pageApi));
  const calls = callsFromNow();
  renderApp({ route: path, store });
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  // Whatever a screen asked for has started by now (its effects ran with the first commit).
  await Promise.all(store.dispatch(baseApi.util.getRunningQueriesThunk()));
  return calls();
}

beforeEach(() => {
  setStoreInfo({ storeName: 'Trailhead Athletics', categories: ['Yoga Accessories', 'Sports Shoes'] });
});

describe('the page routes fetch what their screens read', () => {
  it('home: store info and the featured block of the first category', async () => {
    addProducts({ title: 'Cork Yoga Mat', category: 'Yoga Accessories' }, { title: 'Trail Runner', category: 'Sports Shoes' });
    expect(await openWithPageData('/', 'Gear up for every workout, run and game')).toEqual([]);
    expect(within(screen.getByRole('list', { name: 'Featured products' })).getByText('Cork Yoga Mat')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByText('Trailhead Athletics')).toBeInTheDocument();
  });

  it('a listing page of a category: the page and the sub-category choices', async () => {
    addProducts(
      ...Array.from({ length: 14 }, (_, i) => ({
        title: `Shoe ${i + 1}`,
        category: 'Sports Shoes',
        parentCategory: i % 2 ? 'Running' : 'Trail',
      })),
    );
    expect(await openWithPageData('/products?category=sports%20shoes&page=2', 'Sports Shoes')).toEqual([]);
    expect(screen.getByRole('list', { name: 'Sports Shoes' })).toHaveTextContent('Shoe 13');
    expect(screen.getByRole('combobox', { name: 'Sub-category' })).toBeInTheDocument();
  });

  it('the product page', async () => {
    const [mat] = addProducts({ title: 'Cork Yoga Mat', regularPrice: 1499 });
    expect(await openWithPageData(`/product/${mat!.id}`, 'Cork Yoga Mat')).toEqual([]);
    expect(screen.getByText('₹1,499')).toBeInTheDocument();
  });

  it('the product page with reviews, sorted and filtered by its address: the first page of them', async () => {
    const [shoe] = addProducts({ title: 'Trail Runner', rating: { average: 4.5, count: 2 } });
    addReviews(shoe!.id, { title: 'Grippy', rating: 5 }, { title: 'Snug', rating: 4 });
    expect(await openWithPageData(`/product/${shoe!.id}?sort=newest&star=4`, 'Trail Runner')).toEqual([]);
    expect(within(screen.getByRole('list', { name: 'Reviews' })).getByText('Snug')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '4.5 out of 5 stars, 2 reviews' })).toBeInTheDocument();
  });

  const sized = (title: string, size: string) => ({
    title,
    category: 'Sports Shoes',
    attributes: [{ id: `size-${title}`, key: 'size', value: [size], metricUnit: null }],
  });

  it('a listing sorted and filtered by size: the search the screen reads in place of the plain page', async () => {
    addProducts(sized('Trail Runner', 'UK 8'), sized('Road Racer', 'UK 9'));
    expect(await openWithPageData('/products?category=sports%20shoes&size=UK%208&sort=price-asc', 'Sports Shoes')).toEqual([]);
    const grid = screen.getByRole('list', { name: 'Sports Shoes' });
    expect(grid).toHaveTextContent('Trail Runner');
    expect(grid).not.toHaveTextContent('Road Racer');
  });

  it("a search, misspelt: the results of the catalogue's spelling", async () => {
    addProducts(sized('Trail Runner', 'UK 8'), { title: 'Cork Yoga Mat', category: 'Yoga Accessories' });
    expect(await openWithPageData('/search?q=crok', "1 result for 'cork'")).toEqual([]);
    expect(screen.getByText(/Showing results for 'cork'/)).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Cork Yoga Mat');
  });

  it('a policy page with the built-in text', async () => {
    expect(await openWithPageData('/terms', 'Terms & Conditions')).toEqual([]);
  });
});

it('covers every route the page server draws (a route with a loader and an id, which names its chunk)', () => {
  const drawn: string[] = [];
  const walk = (list: RouteObject[]) => {
    for (const { loader, id, children = [] } of list) {
      if (loader && id) drawn.push(id);
      walk(children);
    }
  };
  walk(routes);
  expect(drawn.sort()).toEqual(['home', 'policy', 'product', 'products', 'search']);
});
