import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API } from '@/test/api';
import { buildProduct } from '@/test/builders';
import { shop } from '@/test/fakeShop';
import { cartInHeader, renderInShop, wishlistInHeader } from '@/test/renderInShop';
import { renderApp } from '@/test/renderWithProviders';
import { server } from '@/test/server';
import { mockViewportWidth, restoreViewport } from '@/test/viewport';
import type { ProductDto } from '../../../../server/src/contracts';
import { ProductDetailScreen } from './ProductDetailScreen';

const attribute = (key: string, value: string[]) => ({ id: key, key, value, metricUnit: null });

const shoes = () =>
  buildProduct({
    title: 'Running Shoes',
    regularPrice: 5999,
    discountedPrice: 4499,
    attributes: [attribute('size', ['UK 7', 'UK 8'])],
  });

const renderProduct = (route: string) => renderInShop(<ProductDetailScreen />, { route, path: '/product/:id' });

async function openProduct(dto: ProductDto) {
  shop.products.push(dto);
  const view = renderProduct(`/product/${dto.id}`);
  await screen.findByRole('heading', { level: 1, name: dto.title });
  return view;
}

const buyBar = () => screen.getByRole('region', { name: 'Buy' });
const sizeGroup = () => screen.getByRole('group', { name: /Size/ });
/** What the page scrolled into view, as a shopper's queries find things in it. */
const scrolledChoice = () => within(scrolls[0]!.element as HTMLElement);

/** jsdom has no scrolling: what the page asked to scroll, and how. */
let scrolls: { element: Element; options: ScrollIntoViewOptions | boolean | undefined }[] = [];

beforeEach(() => {
  scrolls = [];
  Element.prototype.scrollIntoView = function scrollIntoView(options) {
    scrolls.push({ element: this, options });
  };
  mockViewportWidth(360);
});

afterEach(() => {
  restoreViewport();
  delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
});

describe('the phone buy bar', () => {
  it('shows the price as the page does, with the regular price struck through, the heart and Add to Cart', async () => {
    await openProduct(shoes());
    const bar = within(buyBar());
    expect(bar.getByText('₹4,499')).toBeInTheDocument();
    expect(bar.getByText('₹5,999')).toHaveTextContent('Regular price ₹5,999');
    expect(bar.getByText('Sale')).toBeInTheDocument();
    expect(bar.getByRole('button', { name: 'Add to Wishlist' })).toHaveAttribute('aria-pressed', 'false');
    expect(bar.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  });

  it('shows a price without a discount alone', async () => {
    await openProduct(buildProduct({ regularPrice: 999, discountedPrice: null }));
    const bar = within(buyBar());
    expect(bar.getByText('₹999')).toBeInTheDocument();
    expect(bar.queryByText(/Regular price/)).not.toBeInTheDocument();
  });

  it('is not on a desktop, where Add to Cart is beside the picture', async () => {
    mockViewportWidth(1280);
    await openProduct(shoes());
    expect(screen.queryByRole('region', { name: 'Buy' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add to Cart' })).toHaveLength(1);
  });

  it('without a size, brings the sizes into view with the prompt and puts the focus in them', async () => {
    const { user } = await openProduct(shoes());
    await user.click(within(buyBar()).getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('You must select a size before adding to cart')).toBeInTheDocument();
    expect(sizeGroup()).toHaveAccessibleDescription('Please select a size');
    expect(within(sizeGroup()).getByRole('button', { name: 'UK 7' })).toHaveFocus();
    // The sizes with their label, at the top of the screen: what follows them fits above the notice.
    expect(scrolls).toEqual([{ element: expect.any(HTMLElement), options: { behavior: 'smooth', block: 'start' } }]);
    expect(scrolledChoice().getByRole('group', { name: /Size/ })).toBe(sizeGroup());
    expect(scrolledChoice().getByRole('heading', { name: /Size/ })).toBeInTheDocument();
    expect(cartInHeader()).toHaveAccessibleName('Cart, 0 items');
  });

  it('jumps to the sizes without gliding when the shopper asked for reduced motion', async () => {
    const phone = window.matchMedia;
    window.matchMedia = (query: string) => ({
      ...phone(query),
      matches: !query.includes('prefers-reduced-motion') && phone(query).matches,
    });
    const { user } = await openProduct(shoes());
    await user.click(within(buyBar()).getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('You must select a size before adding to cart')).toBeInTheDocument();
    expect(scrolls).toEqual([{ element: expect.any(HTMLElement), options: { behavior: 'auto', block: 'start' } }]);
    expect(scrolledChoice().getByRole('group', { name: /Size/ })).toBe(sizeGroup());
  });

  it('with a size, adds it and goes to the cart, as the page’s own button does', async () => {
    const { user, router } = await openProduct(shoes());
    await user.click(screen.getByRole('button', { name: 'UK 8' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(within(buyBar()).getByRole('button', { name: 'Add to Cart' }));
    expect(router.state.location.pathname).toBe('/cart');
    const lines = within(await screen.findByRole('list', { name: 'Cart items' })).getAllByRole('listitem');
    expect(lines.map((line) => line.getAttribute('aria-label'))).toEqual(['Running Shoes (Size: UK 8)']);
    expect(cartInHeader()).toHaveAccessibleName('Cart, 2 items');
  });

  it('toggles the wishlist, as the page’s own button shows', async () => {
    const { user } = await openProduct(shoes());
    const heart = within(buyBar()).getByRole('button', { name: 'Add to Wishlist' });
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(wishlistInHeader()).toHaveAccessibleName('Wishlist, 1 item');
    expect(screen.getByRole('button', { name: 'In Wishlist' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(wishlistInHeader()).toHaveAccessibleName('Wishlist, 0 items');
  });

  it('is not drawn for a missing product', async () => {
    renderProduct('/product/missing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Product Not Found' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Buy' })).not.toBeInTheDocument();
  });

  it('is not drawn for a product that failed to load', async () => {
    server.use(http.get(`${API}/products/:id`, () => HttpResponse.json({ error: 'down' }, { status: 500 })));
    renderProduct('/product/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Failed to load product details' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Buy' })).not.toBeInTheDocument();
  });
});

describe('the tab bar beside the buy bar', () => {
  const tabBar = () => screen.queryByRole('navigation', { name: 'Quick links' });

  it('gives its place to the buy bar on a product page', async () => {
    const dto = shoes();
    shop.products.push(dto);
    renderApp({ route: `/product/${dto.id}` });
    await screen.findByRole('heading', { level: 1, name: dto.title });
    expect(buyBar()).toBeInTheDocument();
    expect(tabBar()).not.toBeInTheDocument();
  });

  it('stays on other pages', async () => {
    renderApp({ route: '/nowhere' });
    expect(await screen.findByRole('navigation', { name: 'Quick links' })).toBeInTheDocument();
  });

  it('stays on a product page that shows no product', async () => {
    renderApp({ route: '/product/missing' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Product Not Found' })).toBeInTheDocument();
    expect(tabBar()).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Buy' })).not.toBeInTheDocument();
  });
});
