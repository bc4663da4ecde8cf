import { screen, waitFor, within } from '@testing-library/react';
import { ProductListScreen } from '@/features/catalog/listing/ProductListScreen';
import { addProducts, callsFromNow, shop } from '@/test/fakeShop';
import { renderWithProviders } from '@/test/renderWithProviders';
import { mockViewportWidth, restoreViewport } from '@/test/viewport';

const attrs = (sizes: string[], colors: string[]) => [
  { id: 'a1', key: 'size', value: sizes, metricUnit: null },
  { id: 'a2', key: 'color', value: colors, metricUnit: null },
];

function seed() {
  addProducts(
    {
      title: 'AeroStride Running Shoes',
      category: 'Sports Shoes',
      regularPrice: 5999,
      discountedPrice: 4499,
      attributes: attrs(['UK 8'], ['Black']),
    },
    { title: 'CloudPace Running Shoes', category: 'Sports Shoes', regularPrice: 5499, attributes: attrs(['UK 7'], ['White']) },
    { title: 'Cork Yoga Mat', category: 'Yoga Accessories', regularPrice: 1499, attributes: attrs(['One Size'], ['Black']) },
  );
}

const renderListing = (route: string) => renderWithProviders(<ProductListScreen />, { route, path: '/products' });
const names = () => screen.getAllByRole('article').map((card) => within(card).getAllByRole('link').at(-1)?.textContent);

afterEach(restoreViewport);

describe.each(['served', 'missing'] as const)('a category listing with sort and filters (API search %s)', (mode) => {
  beforeEach(() => {
    shop.search = mode;
    seed();
  });

  it('asks /products while plain, and /search with the category once filtered on a phone’s bottom sheet', async () => {
    mockViewportWidth(390);
    const calls = callsFromNow();
    const { user, router } = renderListing('/products?category=sports%20shoes');
    await waitFor(() => expect(names()).toHaveLength(2));
    expect(calls().filter((call) => call.includes('search'))).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(await within(sheet).findByRole('checkbox', { name: 'Black (1)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=sports+shoes&color=Black'));
    expect(await within(sheet).findByRole('button', { name: 'Show 1 result' })).toBeInTheDocument();
    await user.click(within(sheet).getByRole('button', { name: 'Show 1 result' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument());
    await waitFor(() => expect(names()).toEqual(['AeroStride Running Shoes']));
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Colour: Black' })).toBeInTheDocument();
  });

  it('sorts by price through /search, within the category', async () => {
    const { user, router } = renderListing('/products?category=sports%20shoes');
    await waitFor(() => expect(names()).toHaveLength(2));
    expect(screen.queryByRole('option', { name: 'Relevance' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: low to high');
    expect(router.state.location.search).toBe('?category=sports+shoes&sort=price-asc');
    await waitFor(() => expect(names()).toEqual(['AeroStride Running Shoes', 'CloudPace Running Shoes']));
  });
});
