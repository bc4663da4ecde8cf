import { screen, within } from '@testing-library/react';
import { ProductDetailScreen } from '@/features/catalog/product/ProductDetailScreen';
import { addProducts, shop } from '@/test/fakeShop';
import { renderWithProviders } from '@/test/renderWithProviders';
import { mockViewportWidth, restoreViewport } from '@/test/viewport';
import { SearchScreen } from './SearchScreen';

// Sizes are listed as sizes, not as text ("UK 10, UK 11, UK 6 …"), in the filters and on the product.

const sized = (title: string, category: string, sizes: string[]) => ({
  title,
  category,
  regularPrice: 1999,
  attributes: [{ id: 's', key: 'size', value: sizes, metricUnit: null }],
});

afterEach(restoreViewport);

describe.each(['served', 'missing'] as const)('the size filter (API search %s)', (mode) => {
  beforeEach(() => {
    shop.search = mode;
  });

  it('lists shoe sizes by their number and clothing sizes small to large, whatever their counts', async () => {
    mockViewportWidth(1280);
    addProducts(
      sized('Stride Trail Shoes', 'Sports Shoes', ['UK 10', 'UK 11', 'UK 6', 'UK 7']),
      sized('Stride Road Shoes', 'Sports Shoes', ['UK 9', 'UK 8', 'UK 10']),
      sized('Stride Training Tee', 'Gym Wear', ['XL', 'L', 'S', 'M', 'XXL']),
      sized('Stride Running Tee', 'Gym Wear', ['XS', 'M']),
    );
    const { user } = renderWithProviders(<SearchScreen />, { route: '/search?q=stride', path: '/search' });
    const sizes = await screen.findByRole('group', { name: 'Size' });
    await user.click(await within(sizes).findByRole('button', { name: 'Show all 12' }));
    expect(
      within(sizes)
        .getAllByText(/\(\d+\)$/)
        .map((label) => label.textContent),
    ).toEqual([
      'XS (1)',
      'S (1)',
      'M (2)',
      'L (1)',
      'XL (1)',
      'XXL (1)',
      'UK 6 (1)',
      'UK 7 (1)',
      'UK 8 (1)',
      'UK 9 (1)',
      'UK 10 (2)',
      'UK 11 (1)',
    ]);
  });
});

describe('a product’s size buttons', () => {
  it('are in size order, however the API lists them', async () => {
    const [tee] = addProducts(sized('Training Tee', 'Gym Wear', ['XL', 'S', 'XXL', 'M', 'L']));
    renderWithProviders(<ProductDetailScreen />, { route: `/product/${tee!.id}`, path: '/product/:id' });
    const sizes = await screen.findByRole('group', { name: /Size/ });
    expect(
      within(sizes)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['S', 'M', 'L', 'XL', 'XXL']);
  });
});
