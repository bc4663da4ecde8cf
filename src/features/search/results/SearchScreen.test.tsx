import { act, screen, waitFor, within } from '@testing-library/react';
import { addProducts, callsFromNow, shop } from '@/test/fakeShop';
import { renderWithProviders } from '@/test/renderWithProviders';
import { mockViewportWidth, restoreViewport } from '@/test/viewport';
import type { ProductDto } from '@server/contracts';
import { SearchScreen } from './SearchScreen';

const attrs = (sizes: string[], colors: string[]) => [
  { id: 'a1', key: 'size', value: sizes, metricUnit: null },
  { id: 'a2', key: 'color', value: colors, metricUnit: null },
];

/** A small catalogue: three running shoes, a trail shoe, a mat. */
function seedShoes(): ProductDto[] {
  return addProducts(
    {
      title: 'AeroStride Running Shoes',
      category: 'Sports Shoes',
      regularPrice: 5999,
      discountedPrice: 4499,
      createdAt: '2026-10-05T00:00:00Z',
      attributes: attrs(['UK 8', 'UK 9'], ['Black', 'Navy']),
    },
    {
      title: 'CloudPace Running Shoes',
      category: 'Sports Shoes',
      regularPrice: 5499,
      createdAt: '2026-10-04T00:00:00Z',
      attributes: attrs(['UK 7', 'UK 8'], ['White']),
    },
    {
      title: 'Ridge Trail Running Shoes',
      category: 'Sports Shoes',
      regularPrice: 6499,
      discountedPrice: 5199,
      createdAt: '2026-10-03T00:00:00Z',
      attributes: attrs(['UK 8'], ['Black']),
    },
    {
      title: 'Cork Yoga Mat',
      category: 'Yoga Accessories',
      regularPrice: 1499,
      createdAt: '2026-10-02T00:00:00Z',
      attributes: attrs(['One Size'], ['Brown']),
    },
  );
}

const renderSearch = (route: string) => renderWithProviders(<SearchScreen />, { route, path: '/search' });
const cardNames = () =>
  within(screen.getByRole('list', { name: /results for|products/ }))
    .getAllByRole('article')
    .map((card) => within(card).getAllByRole('link').at(-1)?.textContent);

afterEach(restoreViewport);

describe.each(['served', 'missing'] as const)('search (API search %s)', (mode) => {
  beforeEach(() => {
    shop.search = mode;
    seedShoes();
    mockViewportWidth(1280);
  });

  it('shows "N results for \'q\'" with the cards, and the facets with counts', async () => {
    renderSearch('/search?q=running%20shoes');
    expect(await screen.findByRole('heading', { level: 1, name: "3 results for 'running shoes'" })).toBeInTheDocument();
    const filters = screen.getByRole('complementary', { name: 'Filters' });
    expect(within(filters).getByRole('checkbox', { name: 'UK 8 (3)' })).toBeInTheDocument();
    expect(within(filters).getByRole('checkbox', { name: 'Black (2)' })).toBeInTheDocument();
  });

  it('filters by size and colour and sorts by price, all in the URL, each change back to page 1', async () => {
    const { user, router } = renderSearch('/search?q=running%20shoes&page=2');
    const filters = await screen.findByRole('complementary', { name: 'Filters' });
    await user.click(await within(filters).findByRole('checkbox', { name: 'Black (2)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=running+shoes&color=Black'));
    expect(await screen.findByRole('heading', { level: 1, name: "2 results for 'running shoes'" })).toBeInTheDocument();
    // Counted without its own filter: choosing Black still shows how many are White.
    expect(within(filters).getByRole('checkbox', { name: 'White (1)' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: high to low');
    await waitFor(() => expect(router.state.location.search).toBe('?q=running+shoes&sort=price-desc&color=Black'));
    await waitFor(() => expect(cardNames()).toEqual(['Ridge Trail Running Shoes', 'AeroStride Running Shoes']));

    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=running+shoes&sort=price-desc'));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).toBe('?q=running+shoes&sort=price-desc&color=Black'));
    await waitFor(() => expect(cardNames()).toHaveLength(2));
  });

  it('offers the categories and Clear filters when nothing matches', async () => {
    const { user, router } = renderSearch('/search?q=mat&color=Black');
    expect(await screen.findByText('No products found with the selected filters.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Sports Shoes' })).toHaveAttribute('href', '/products?category=sports%20shoes');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('?q=mat');
    expect(await screen.findByRole('heading', { level: 1, name: "1 result for 'mat'" })).toBeInTheDocument();
  });
});

describe('spelling', () => {
  beforeEach(() => {
    seedShoes();
    mockViewportWidth(1280);
  });

  it("shows the corrected words' results when the typed ones find nothing, with a way back to the exact words", async () => {
    const { user, router } = renderSearch('/search?q=runing%20shoes');
    expect(await screen.findByRole('heading', { level: 1, name: "3 results for 'running shoes'" })).toBeInTheDocument();
    expect(screen.getByText(/Showing results for 'running shoes'/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: "'runing shoes'" }));
    expect(router.state.location.search).toBe('?q=runing+shoes&exact=1');
    expect(await screen.findByRole('heading', { level: 1, name: "0 results for 'runing shoes'" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "'running shoes'" })).toHaveAttribute('href', '/search?q=running+shoes');
  });
});

describe('a page past the last the API serves', () => {
  beforeEach(() => {
    seedShoes();
    mockViewportWidth(1280);
  });

  it('asks for the last page the API serves, never for one it refuses (an error that Try Again cannot mend)', async () => {
    renderSearch('/search?q=yoga&page=200000');
    expect(await screen.findByRole('heading', { level: 1, name: "1 result for 'yoga'" })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load products. Please try again.')).not.toBeInTheDocument();
  });
});

describe('the client index (an API without /search)', () => {
  beforeEach(() => {
    shop.search = 'missing';
    mockViewportWidth(1280);
  });

  it('forgives typos, lists the catalogue once in pages of 100 and then searches without asking /search again', async () => {
    seedShoes();
    addProducts(...Array.from({ length: 150 }, (_, index) => ({ title: `Plain Cone ${index}`, category: 'Training Gear' })));
    const calls = callsFromNow();
    const { router } = renderSearch('/search?q=runing%20shoes');
    expect(await screen.findByRole('heading', { level: 1, name: "3 results for 'runing shoes'" })).toBeInTheDocument();
    await act(() => router.navigate('/search?q=yoga%20mt'));
    expect(
      await screen.findByRole('heading', { level: 1, name: "No results for 'yoga mt' — showing 1 result for 'yoga'" }),
    ).toBeInTheDocument();
    expect(calls()).toEqual(['GET /search', 'GET /products', 'GET /products']);
  });
});
