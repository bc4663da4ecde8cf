import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API } from '@/test/api';
import { buildProduct } from '@/test/builders';
import { shop } from '@/test/fakeShop';
import { cartInHeader, quantityIn, renderInShop } from '@/test/renderInShop';
import { renderApp } from '@/test/renderWithProviders';
import { server } from '@/test/server';
import type { ProductDto } from '../../../../server/src/contracts';
import { ProductDetailScreen } from './ProductDetailScreen';

const attribute = (key: string, value: string[], metricUnit: string | null = null) => ({ id: key, key, value, metricUnit });

function serveProduct(dto: ProductDto) {
  shop.products.push(dto);
  return dto;
}

/**
 * The product screen under the header, the cart at /cart (where Add to Cart leads); other paths
 * show nothing, so the router says where it sent the shopper.
 */
const renderProduct = (route: string) => renderInShop(<ProductDetailScreen />, { route, path: '/product/:id' });

/** The lines of the cart screen that Add to Cart opens. */
const cartLines = async () => within(await screen.findByRole('list', { name: 'Cart items' })).getAllByRole('listitem');

/** In the whole app only where the shell is part of what is checked (main region, document title). */
const openProduct = async (dto: ProductDto, { route = `/product/${dto.id}`, shell = false } = {}) => {
  serveProduct(dto);
  const view = shell ? renderApp({ route }) : renderProduct(route);
  await screen.findByRole('heading', { level: 1, name: dto.title });
  return view;
};

describe('Product detail', () => {
  it('shows image, name, price, category, the first 8 characters of the id and the description', async () => {
    const dto = buildProduct({
      id: 'abcdef12-3456-4789-8abc-def012345678',
      title: 'Commercial Treadmill T900',
      category: 'Sports Equipment',
      regularPrice: 189999,
      discountedPrice: 124999,
      description: 'Gym-grade AC motor treadmill.',
    });
    await openProduct(dto, { shell: true });
    expect(screen.getByRole('img', { name: 'Commercial Treadmill T900' })).toHaveAttribute('src', dto.imgUrl);
    expect(screen.getByText('₹1,24,999')).toBeInTheDocument();
    expect(screen.getByText('₹1,89,999')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('Sports Equipment')).toBeInTheDocument();
    expect(screen.getByText('Product ID: abcdef12')).toBeInTheDocument();
    expect(screen.getByText('Gym-grade AC motor treadmill.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain('Commercial Treadmill T900'));
  });

  it('lists at most 10 specifications, hiding phone keys, showing underscores as spaces and units with the values', async () => {
    const specs = Array.from({ length: 12 }, (_, index) => attribute(`spec_${index}_name`, [`value ${index}`]));
    await openProduct(
      buildProduct({ attributes: [attribute('support_phone', ['+91 80 1']), attribute('weight_kg', ['168'], 'kg'), ...specs] }),
    );
    const section = screen.getByRole('region', { name: 'Specifications' });
    const terms = within(section)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toHaveLength(10);
    expect(terms[0]).toBe('weight');
    expect(terms[1]).toBe('spec 0 name');
    expect(within(section).getByText('168 kg')).toBeInTheDocument();
    expect(within(section).queryByText(/phone/)).not.toBeInTheDocument();
    expect(screen.queryByText('+91 80 1')).not.toBeInTheDocument();
  });

  it('spells Colour one way, Indian English, in the specifications as in the picker', async () => {
    await openProduct(buildProduct({ attributes: [attribute('color', ['Navy', 'Black']), attribute('frame_colors', ['Red'])] }));
    expect(screen.getByRole('group', { name: 'Colour' })).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Specifications' });
    expect(
      within(section)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['colour', 'frame colours']);
    expect(screen.queryByText(/color/i)).not.toBeInTheDocument();
  });

  it.each([
    ['Shoe Size', { category: 'Sports Shoes', attributes: [attribute('size', ['UK 7', 'UK 8'])] }],
    ['Shoe Size', { category: 'Running', description: 'A daily trainer shoe.', attributes: [attribute('size', ['7', '8'])] }],
    ['Size', { category: 'Fitness Accessories', attributes: [attribute('size', ['One Size'])] }],
    ['Clothing Size', { category: 'Gym Wear', attributes: [attribute('size', ['S', 'M'])] }],
  ])('labels the sizes %s', async (label, overrides) => {
    await openProduct(buildProduct(overrides));
    expect(screen.getByRole('group', { name: new RegExp(`^${label}`) })).toBeInTheDocument();
  });

  it('preselects One Size', async () => {
    await openProduct(buildProduct({ attributes: [attribute('size', ['One Size'])] }));
    expect(screen.getByRole('button', { name: 'One Size' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('asks for a size before adding, then adds the chosen size, colour and quantity and goes to the cart', async () => {
    const dto = buildProduct({
      title: 'Running Shoes',
      regularPrice: 5999,
      discountedPrice: 4499,
      attributes: [attribute('size', ['UK 7', 'UK 8']), attribute('color', ['Navy', 'Black'])],
    });
    const { user, router } = await openProduct(dto);
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    // The toast, and the same words under the sizes.
    expect(await screen.findByText('Please select a size', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText('You must select a size before adding to cart')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /Size/ })).toHaveAccessibleDescription('Please select a size');
    expect(cartInHeader()).toHaveAccessibleName('Cart, 0 items');

    await user.click(screen.getByRole('button', { name: 'UK 8' }));
    await user.click(screen.getByRole('button', { name: 'Black' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(2);
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(router.state.location.pathname).toBe('/cart');
    const [line, ...others] = await cartLines();
    expect(others).toEqual([]);
    expect(line).toHaveAccessibleName('Running Shoes (Colour: Black · Size: UK 8)');
    expect(within(line!).getByRole('img', { name: 'Running Shoes' })).toHaveAttribute('src', dto.imgUrl);
    expect(within(line!).getByRole('link', { name: 'Running Shoes' })).toHaveAttribute('href', `/product/${dto.id}`);
    expect(within(line!).getByText('₹4,499 each')).toBeInTheDocument();
    expect(quantityIn(line!)).toHaveTextContent('2');
  });

  it('asks for a colour when there are several, in the style of the size message', async () => {
    const dto = buildProduct({ title: 'Gym Towel', attributes: [attribute('size', ['One Size']), attribute('color', ['Navy', 'Black'])] });
    const { user } = await openProduct(dto);
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('You must select a colour before adding to cart')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Navy' })).toHaveFocus();
    expect(cartInHeader()).toHaveAccessibleName('Cart, 0 items');
    await user.click(screen.getByRole('button', { name: 'Navy' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect((await cartLines()).map((line) => line.getAttribute('aria-label'))).toEqual(['Gym Towel (Colour: Navy · Size: One Size)']);
  });

  it('keeps the quantity at least 1', async () => {
    const { user } = await openProduct(buildProduct({ attributes: [] }));
    const decrease = screen.getByRole('button', { name: 'Decrease quantity' });
    expect(decrease).toBeDisabled();
    const field = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(field);
    await user.type(field, '0');
    await user.tab();
    expect(field).toHaveValue(1);
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    const [line] = await cartLines();
    expect(quantityIn(line!)).toHaveTextContent('1');
  });

  it('keeps the quantity at most 99 and says so beside the field', async () => {
    const { user } = await openProduct(buildProduct({ attributes: [] }));
    const field = screen.getByRole('spinbutton', { name: 'Quantity' });
    expect(field).toHaveAccessibleDescription('Up to 99 per order');
    expect(field).toHaveAttribute('max', '99');
    await user.clear(field);
    await user.type(field, '1000');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.tab();
    expect(field).toHaveValue(99);
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    const [line] = await cartLines();
    expect(quantityIn(line!)).toHaveTextContent('99');
    expect(cartInHeader()).toHaveAccessibleName('Cart, 99 items');
  });

  it('toggles the product in the wishlist', async () => {
    const { user } = await openProduct(buildProduct());
    await user.click(screen.getByRole('button', { name: 'Add to Wishlist' }));
    expect(screen.getByRole('button', { name: 'In Wishlist' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('goes back to the previous page, or to /products when the visit started here', async () => {
    const dto = serveProduct(buildProduct());
    const view = renderApp({ route: `/product/${dto.id}` });
    await screen.findByRole('heading', { level: 1, name: dto.title });
    await view.user.click(screen.getByRole('button', { name: 'Back' }));
    expect(view.router.state.location.pathname).toBe('/products');
  });

  it('goes back in history when there is a page before', async () => {
    const dto = serveProduct(buildProduct());
    const { user, router } = renderApp({ route: '/products?category=men' });
    await screen.findByText('No products found with the selected filters.');
    await act(() => router.navigate(`/product/${dto.id}`));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=men'));
  });

  it('shows the not-found view with a way to the listing, and the toast Product not found', async () => {
    serveProduct(buildProduct());
    const { user, router } = renderProduct('/product/missing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Product Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText("We couldn't find the product you're looking for. It may have been removed or is temporarily unavailable."),
    ).toBeInTheDocument();
    expect(await screen.findByText('Product not found')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Browse Products' }));
    expect(router.state.location.pathname).toBe('/products');
  });

  it.each([
    ['a server error', () => HttpResponse.json({ error: 'down' }, { status: 500 })],
    ['no answer', () => HttpResponse.error()],
  ])('says Failed to load product details with Try Again after %s, never Product Not Found', async (_case, failure) => {
    const dto = buildProduct({ title: 'Yoga Mat' });
    let down = true;
    server.use(http.get(`${API}/products/:id`, () => (down ? failure() : HttpResponse.json(dto))));
    const { user } = renderProduct(`/product/${dto.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Failed to load product details' })).toBeInTheDocument();
    expect(screen.queryByText('Product Not Found')).not.toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Yoga Mat' })).toBeInTheDocument();
  });

  it('redirects /products/{id} to /product/{id}', async () => {
    const dto = serveProduct(buildProduct());
    const { router } = renderApp({ route: `/products/${dto.id}` });
    await screen.findByRole('heading', { level: 1, name: dto.title });
    expect(router.state.location.pathname).toBe(`/product/${dto.id}`);
  });
});
