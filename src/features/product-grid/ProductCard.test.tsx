import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { notify } from '@/state/notices';
import { API } from '@/test/api';
import { buildProduct } from '@/test/builders';
import { cartInHeader, openCartFromHeader, quantityIn, renderInShop, wishlistInHeader } from '@/test/renderInShop';
import { server } from '@/test/server';
import type { ProductDto } from '../../../server/src/contracts';
import { FALLBACK_IMAGE } from '@/entities/product/fallbackImage';
import { toProduct } from '@/entities/product/normalizers';
import { ProductCard } from './ProductCard';

const attribute = (key: string, value: string[]) => ({ id: key, key, value, metricUnit: null });

function renderCard(dto: ProductDto) {
  const product = toProduct(dto);
  // Under the header, with the cart and wishlist a tap away: where a shopper sees what the card's buttons did.
  const view = renderInShop(<ProductCard product={product} />);
  return { ...view, product, card: screen.getByRole('article', { name: product.name }) };
}

describe('ProductCard', () => {
  // Cards prefetch their product on hover; these tests are not about that answer.

  it('shows name and price in rupees, with the struck-through regular price and a sale badge when discounted', () => {
    const { card } = renderCard(buildProduct({ title: 'Treadmill', regularPrice: 189999, discountedPrice: 124999 }));
    expect(within(card).getByText('₹1,24,999')).toBeInTheDocument();
    const original = within(card).getByText('₹1,89,999');
    // eslint-disable-next-line testing-library/no-node-access -- the strike-through element is what shows the price as the old one
    expect(original.closest('s')).not.toBeNull();
    expect(within(card).getByText('Sale')).toBeInTheDocument();
  });

  it('shows the stars and the count of a rated product, named for a screen reader', () => {
    const { card } = renderCard(buildProduct({ title: 'Trail Runner', rating: { average: 4.26, count: 128 } }));
    expect(within(card).getByRole('img', { name: '4.3 out of 5 stars, 128 reviews' })).toHaveTextContent('(128)');
  });

  it('shows no stars and no empty line for a product without a rating', () => {
    const { card } = renderCard(buildProduct({ title: 'Trail Runner' }));
    expect(within(card).queryByRole('img', { name: /out of 5 stars/ })).not.toBeInTheDocument();
    expect(within(card).queryByText(/^\(\d/)).not.toBeInTheDocument();
  });

  it('shows neither an original price nor a sale badge without a discount', () => {
    const { card } = renderCard(buildProduct({ regularPrice: 599, discountedPrice: null }));
    expect(within(card).getByText('₹599')).toBeInTheDocument();
    expect(within(card).queryByText('Sale')).not.toBeInTheDocument();
  });

  it('links image and name to /product/{id}', () => {
    const { card, product } = renderCard(buildProduct({ title: 'Yoga Mat' }));
    expect(within(card).getByRole('link', { name: 'Yoga Mat' })).toHaveAttribute('href', `/product/${product.id}`);
    // eslint-disable-next-line testing-library/no-node-access -- the picture is decorative (alt=""): no role query reaches it
    expect(card.querySelector('img')?.closest('a')).toHaveAttribute('href', `/product/${product.id}`);
  });

  it('replaces a broken image with the fallback image', () => {
    const { card } = renderCard(buildProduct({ imgUrl: 'http://localhost:8080/media/broken.svg' }));
    // eslint-disable-next-line testing-library/no-node-access -- the picture is decorative (alt=""): no role query reaches it
    const image = card.querySelector('img') as HTMLImageElement;
    expect(image).toHaveAttribute('src', 'http://localhost:8080/media/broken.svg');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', FALLBACK_IMAGE);
  });

  it('adds quantity 1 at once when there is at most one size and one colour, preselecting them', async () => {
    const { card, user } = renderCard(
      buildProduct({ title: 'Resistance Band', attributes: [attribute('size', ['One Size']), attribute('color', ['Red'])] }),
    );
    await user.click(within(card).getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cartInHeader()).toHaveAccessibleName('Cart, 1 item');
    const lines = await openCartFromHeader(user);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toHaveAccessibleName('Resistance Band (Colour: Red · Size: One Size)');
    expect(quantityIn(lines[0]!)).toHaveTextContent('1');
  });

  it('opens the chooser instead of adding when there are several sizes, and adds the chosen one', async () => {
    const { card, user } = renderCard(
      buildProduct({ title: 'Court Shoe', attributes: [attribute('size', ['UK 7', 'UK 8']), attribute('color', ['White'])] }),
    );
    await user.click(within(card).getByRole('button', { name: 'Add to Cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Court Shoe' });
    expect(cartInHeader()).toHaveAccessibleName('Cart, 0 items');

    await user.click(within(dialog).getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('You must select a size before adding to cart')).toBeInTheDocument();
    expect(within(dialog).getByText('Please select a size')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'UK 7' })).toHaveFocus();
    expect(cartInHeader()).toHaveAccessibleName('Cart, 0 items');

    await user.click(within(dialog).getByRole('button', { name: 'UK 8' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const lines = await openCartFromHeader(user);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toHaveAccessibleName('Court Shoe (Colour: White · Size: UK 8)');
    expect(quantityIn(lines[0]!)).toHaveTextContent('1');
  });

  it('asks for a colour in the chooser when there are several colours', async () => {
    const { card, user } = renderCard(
      buildProduct({ title: 'Bands', attributes: [attribute('size', ['One Size']), attribute('color', ['Red', 'Blue'])] }),
    );
    await user.click(within(card).getByRole('button', { name: 'Add to Cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bands' });
    expect(within(dialog).getByRole('button', { name: 'One Size' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Please select a colour', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText('You must select a colour before adding to cart')).toBeInTheDocument();
    expect(cartInHeader()).toHaveAccessibleName('Cart, 0 items');
    await user.click(within(dialog).getByRole('button', { name: 'Blue' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const lines = await openCartFromHeader(user);
    expect(lines.map((line) => line.getAttribute('aria-label'))).toEqual(['Bands (Colour: Blue · Size: One Size)']);
  });

  it('toggles the product in the wishlist, with a pressed (filled) heart while it is in it', async () => {
    const { card, user, router, product } = renderCard(buildProduct({ title: 'Grip Gloves', regularPrice: 799 }));
    const heart = within(card).getByRole('button', { name: 'Add to Wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(wishlistInHeader()).toHaveAccessibleName('Wishlist, 1 item');

    // Kept as the wishlist shows it: name, price and the way back to the product.
    await user.click(wishlistInHeader());
    const saved = within(await screen.findByRole('list', { name: 'Saved products' })).getByRole('article', { name: 'Grip Gloves' });
    expect(within(saved).getByText('₹799')).toBeInTheDocument();
    expect(within(saved).getByRole('link', { name: 'Grip Gloves' })).toHaveAttribute('href', `/product/${product.id}`);

    await act(() => router.navigate(-1));
    const again = within(await screen.findByRole('article', { name: 'Grip Gloves' })).getByRole('button', { name: 'Add to Wishlist' });
    expect(again).toHaveAttribute('aria-pressed', 'true');
    await user.click(again);
    expect(again).toHaveAttribute('aria-pressed', 'false');
    expect(wishlistInHeader()).toHaveAccessibleName('Wishlist, 0 items');
  });

  it('opens a Quick View with image, name, price and Add to Cart', async () => {
    const { card, user } = renderCard(buildProduct({ title: 'Foam Roller', regularPrice: 999 }));
    await user.click(within(card).getByRole('button', { name: 'Quick View' }));
    const dialog = await screen.findByRole('dialog', { name: 'Foam Roller' });
    expect(within(dialog).getByText('₹999')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Foam Roller' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cartInHeader()).toHaveAccessibleName('Cart, 1 item');
  });

  it('goes to the product page from Product Details', async () => {
    const { card, user, router, product } = renderCard(buildProduct());
    await user.click(within(card).getByRole('button', { name: 'Product Details' }));
    expect(router.state.location.pathname).toBe(`/product/${product.id}`);
  });

  it('prefetches the product when hovered or focused', async () => {
    const dto = buildProduct();
    const requested: string[] = [];
    server.use(
      http.get(`${API}/products/:id`, ({ params }) => {
        requested.push(String(params.id));
        return HttpResponse.json(dto);
      }),
    );
    const { card, user } = renderCard(dto);
    await user.hover(card);
    await waitFor(() => expect(requested).toEqual([dto.id]));
  });

  it('prefetches the product when the keyboard reaches the card', async () => {
    const dto = buildProduct({ title: 'Kettlebell' });
    const requested: string[] = [];
    server.use(
      http.get(`${API}/products/:id`, ({ params }) => {
        requested.push(String(params.id));
        return HttpResponse.json(dto);
      }),
    );
    const { card, user } = renderCard(dto);
    // Tab on through the header and the card's buttons until the card's name link has the focus.
    const link = within(card).getByRole('link', { name: 'Kettlebell' });
    await user.tab();
    while (!link.matches(':focus')) await user.tab();
    await waitFor(() => expect(requested).toEqual([dto.id]));
  });

  it('stays silent when a prefetch fails: the product page reports it if it is opened', async () => {
    server.use(http.get(`${API}/products/:id`, () => HttpResponse.json({ error: 'boom' }, { status: 500 })));
    const { card, user, store } = renderCard(buildProduct());
    await user.hover(card);
    // A wait, not the check: a failed prefetch changes nothing on screen, only its query says it has ended.
    await waitFor(() => expect(JSON.stringify(store.getState().api.queries)).toContain('rejected'));
    // Notices show in the order raised: once one raised after the failure shows, any the failure raised would too.
    act(() => void store.dispatch(notify({ title: 'Later notice' })));
    expect(await screen.findByText('Later notice')).toBeInTheDocument();
    expect(screen.queryByText('Failed to load product details')).not.toBeInTheDocument();
  });
});
