import { screen, waitFor, within } from '@testing-library/react';
import { ProductListScreen } from '@/features/catalog/listing/ProductListScreen';
import { SearchScreen } from '@/features/search/results/SearchScreen';
import { addProducts, shop } from '@/test/fakeShop';
import { stocked } from '@/test/fakeStock';
import { renderWithProviders } from '@/test/renderWithProviders';
import { mockViewportWidth, restoreViewport } from '@/test/viewport';

/** Three running shoes, newest first: the newest sold out in every size, one not counted at all. */
function seed(counted: boolean) {
  const stock = (available: number) => (counted ? stocked(['UK 8', 'UK 9'], ['Black'], available) : stocked(['UK 8', 'UK 9'], ['Black']));
  const uncounted = (product: ReturnType<typeof stock>) => ({ attributes: product.attributes });
  addProducts(
    { title: 'Ridge Trail Running Shoes', category: 'Sports Shoes', regularPrice: 6499, createdAt: '2026-10-05T00:00:00Z', ...stock(0) },
    { title: 'AeroStride Running Shoes', category: 'Sports Shoes', regularPrice: 5999, createdAt: '2026-10-04T00:00:00Z', ...stock(4) },
    {
      title: 'CloudPace Running Shoes',
      category: 'Sports Shoes',
      regularPrice: 5499,
      createdAt: '2026-10-03T00:00:00Z',
      ...uncounted(stock(1)),
    },
  );
  if (!counted) for (const product of shop.products) delete product.variants;
}

const cardNames = () => screen.getAllByRole('article').map((card) => within(card).getAllByRole('link').at(-1)?.textContent);

afterEach(restoreViewport);

describe.each(['served', 'missing'] as const)('In stock only (API search %s)', (mode) => {
  beforeEach(() => {
    shop.search = mode;
    mockViewportWidth(1280);
  });

  it('lists sold-out products last, and leaves them out once In stock only is ticked from the keyboard, kept in the URL', async () => {
    seed(true);
    const { user, router } = renderWithProviders(<SearchScreen />, { route: '/search?q=running%20shoes', path: '/search' });
    expect(await screen.findByRole('heading', { level: 1, name: "3 results for 'running shoes'" })).toBeInTheDocument();
    expect(cardNames()).toEqual(['AeroStride Running Shoes', 'CloudPace Running Shoes', 'Ridge Trail Running Shoes']);

    const filters = screen.getByRole('complementary', { name: 'Filters' });
    const inStock = within(filters).getByRole('checkbox', { name: 'In stock only' });
    expect(inStock).not.toBeChecked();
    inStock.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(router.state.location.search).toBe('?q=running+shoes&inStock=true'));
    expect(await screen.findByRole('heading', { level: 1, name: "2 results for 'running shoes'" })).toBeInTheDocument();
    expect(cardNames()).toEqual(['AeroStride Running Shoes', 'CloudPace Running Shoes']);
    expect(within(filters).getByRole('checkbox', { name: 'In stock only' })).toBeChecked();

    // Its chip undoes it, as every filter's does.
    const inUse = screen.getByRole('list', { name: 'Filters in use' });
    await user.click(within(inUse).getByRole('button', { name: 'In stock only' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=running+shoes'));
    await waitFor(() => expect(cardNames()).toHaveLength(3));
  });

  it('reads the filter from a shared link', async () => {
    seed(true);
    renderWithProviders(<SearchScreen />, { route: '/search?q=running%20shoes&inStock=true', path: '/search' });
    expect(await screen.findByRole('heading', { level: 1, name: "2 results for 'running shoes'" })).toBeInTheDocument();
    expect(within(screen.getByRole('complementary', { name: 'Filters' })).getByRole('checkbox', { name: 'In stock only' })).toBeChecked();
  });

  it('is not offered where products carry no stock, and the order stays as it was', async () => {
    seed(false);
    renderWithProviders(<SearchScreen />, { route: '/search?q=running%20shoes&sort=newest', path: '/search' });
    expect(await screen.findByRole('heading', { level: 1, name: "3 results for 'running shoes'" })).toBeInTheDocument();
    const filters = screen.getByRole('complementary', { name: 'Filters' });
    expect(within(filters).getByRole('checkbox', { name: 'On sale' })).toBeInTheDocument();
    expect(within(filters).queryByRole('checkbox', { name: 'In stock only' })).not.toBeInTheDocument();
    expect(cardNames()).toEqual(['Ridge Trail Running Shoes', 'AeroStride Running Shoes', 'CloudPace Running Shoes']);
  });

  it('filters a category listing from the phone’s sheet, the sold-out shoe last in the plain listing', async () => {
    seed(true);
    mockViewportWidth(390);
    const { user, router } = renderWithProviders(<ProductListScreen />, { route: '/products?category=sports%20shoes', path: '/products' });
    await waitFor(() => expect(cardNames()).toEqual(['AeroStride Running Shoes', 'CloudPace Running Shoes', 'Ridge Trail Running Shoes']));
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(await within(sheet).findByRole('checkbox', { name: 'In stock only' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=sports+shoes&inStock=true'));
    expect(await within(sheet).findByRole('button', { name: 'Show 2 results' })).toBeInTheDocument();
    await waitFor(() => expect(cardNames()).toEqual(['AeroStride Running Shoes', 'CloudPace Running Shoes']));
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
  });
});
