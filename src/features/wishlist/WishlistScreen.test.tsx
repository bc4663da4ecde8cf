import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupStore } from '@/app/store';
import { API } from '@/test/api';
import { buildProduct } from '@/test/builders';
import { cartInHeader, openCartFromHeader, quantityIn } from '@/test/renderInShop';
import { renderApp } from '@/test/renderWithProviders';
import { server } from '@/test/server';
import type { ProductDto } from '../../../server/src/contracts';
import { wishlistToggled } from './wishlistSlice';

const attribute = (key: string, value: string[]) => ({ id: key, key, value, metricUnit: null });

function openWishlist(products: ProductDto[]) {
  server.use(
    http.get(`${API}/products/:id`, ({ params }) => {
      const found = products.find((product) => product.id === params.id);
      return found ? HttpResponse.json(found) : HttpResponse.json({ error: 'Product not found' }, { status: 404 });
    }),
  );
  const store = setupStore();
  for (const product of products) {
    store.dispatch(wishlistToggled({ id: product.id, name: product.title, image: product.imgUrl, price: product.regularPrice }));
  }
  return renderApp({ store, route: '/wishlist' });
}

const savedProducts = () => screen.findByRole('list', { name: 'Saved products' });

describe('wishlist page', () => {
  it('says the wishlist is empty and leads to the products', async () => {
    const { user, router } = openWishlist([]);
    expect(await screen.findByRole('heading', { level: 1, name: 'My Wishlist' })).toBeInTheDocument();
    expect(screen.getByText('Your wishlist is empty')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Browse Products' }));
    expect(router.state.location.pathname).toBe('/products');
  });

  it('shows the saved products as cards, counted in the header, and removes one', async () => {
    const mat = buildProduct({ title: 'Yoga Mat', regularPrice: 1299 });
    const roller = buildProduct({ title: 'Foam Roller', regularPrice: 899 });
    const { user } = openWishlist([mat, roller]);
    const list = await savedProducts();
    const card = within(list).getByRole('article', { name: 'Yoga Mat' });
    expect(within(card).getByText('₹1,299')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Yoga Mat' })).toHaveAttribute('href', `/product/${mat.id}`);
    expect(screen.getByRole('link', { name: 'Wishlist, 2 items' })).toHaveAttribute('href', '/wishlist');

    await user.click(within(card).getByRole('button', { name: 'Remove Yoga Mat from wishlist' }));
    expect(within(list).queryByRole('article', { name: 'Yoga Mat' })).not.toBeInTheDocument();
    expect(within(list).getAllByRole('article')).toEqual([within(list).getByRole('article', { name: 'Foam Roller' })]);
    expect(screen.getByRole('link', { name: 'Wishlist, 1 item' })).toBeInTheDocument();
  });

  it('adds a product without options at once, with quantity 1', async () => {
    const roller = buildProduct({ title: 'Foam Roller', discountedPrice: 799, attributes: [attribute('color', ['Black'])] });
    const { user } = openWishlist([roller]);
    const card = within(await savedProducts()).getByRole('article', { name: 'Foam Roller' });
    await user.click(within(card).getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(cartInHeader()).toHaveAccessibleName('Cart, 1 item'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const lines = await openCartFromHeader(user);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toHaveAccessibleName('Foam Roller (Colour: Black)');
    expect(within(lines[0]!).getByText('₹799 each')).toBeInTheDocument();
    expect(quantityIn(lines[0]!)).toHaveTextContent('1');
  });

  it('opens the size chooser for a product with several sizes, and adds the chosen one', async () => {
    const shoe = buildProduct({ title: 'Trail Shoe', attributes: [attribute('size', ['UK 7', 'UK 8'])] });
    const { user } = openWishlist([shoe]);
    const card = within(await savedProducts()).getByRole('article', { name: 'Trail Shoe' });
    await user.click(within(card).getByRole('button', { name: 'Add to Cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Trail Shoe' });
    expect(cartInHeader()).toHaveAccessibleName('Cart, 0 items');
    await user.click(within(dialog).getByRole('button', { name: 'UK 7' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const lines = await openCartFromHeader(user);
    expect(lines.map((line) => line.getAttribute('aria-label'))).toEqual(['Trail Shoe (Size: UK 7)']);
    expect(quantityIn(lines[0]!)).toHaveTextContent('1');
  });

  it('says so when a saved product is gone, and adds nothing', async () => {
    const { user, store } = openWishlist([]);
    store.dispatch(wishlistToggled({ id: 'gone', name: 'Old Racket', image: '', price: 100 }));
    const card = within(await savedProducts()).getByRole('article', { name: 'Old Racket' });
    await user.click(within(card).getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Product not found')).toBeInTheDocument();
    expect(cartInHeader()).toHaveAccessibleName('Cart, 0 items');
  });
});
