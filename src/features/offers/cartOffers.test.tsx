import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { CartScreen } from '@/features/cart/CartScreen';
import type { CartLine } from '@/features/cart/cartLine';
import { OfferLinkScreen } from '@/features/cart/OfferLinkScreen';
import { API } from '@/test/api';
import { renderRoutes, renderWithProviders } from '@/test/renderWithProviders';
import { server } from '@/test/server';

const shoes: CartLine = {
  id: 'p-shoe',
  name: 'AeroStride Running Shoes',
  image: '',
  price: 2499,
  quantity: 1,
  selectedSize: 'UK 8',
  selectedColor: 'Black',
};

const OFFERS = {
  RUN10: { title: '10% off running shoes, up to ₹500', saving: 250 },
  FIRST15: { title: '15% off your first order', saving: 375 },
};

/** A quote server: RUN10 and FIRST15 listed (FIRST15 not for this account), any other code unknown. */
function serveQuotes() {
  const asked: Array<{ coupon?: string; lines: unknown[] }> = [];
  server.use(
    http.post(`${API}/cart/quote`, async ({ request }) => {
      const body = (await request.json()) as { coupon?: string; lines: Array<{ quantity: number }> };
      asked.push(body);
      const subtotal = body.lines.reduce((sum, line) => sum + 2499 * line.quantity, 0);
      const known = body.coupon === 'RUN10';
      const discount = known ? 250 : 0;
      return HttpResponse.json({
        lines: body.lines.map((line) => ({ ...line, unitPrice: 2499, lineTotal: 2499 * line.quantity, discount })),
        subtotal,
        discount,
        shipping: 0,
        codFee: 0,
        total: subtotal - discount,
        applied: known ? { code: 'RUN10', title: OFFERS.RUN10.title, saving: 250 } : null,
        coupon: body.coupon ? { code: body.coupon, applied: known, reason: known ? null : `There is no coupon ${body.coupon}.` } : null,
        offers: [
          { code: 'FIRST15', title: OFFERS.FIRST15.title, saving: 0, applies: false, reason: 'Only on your first order' },
          { code: 'RUN10', title: OFFERS.RUN10.title, saving: 250, applies: true, reason: null },
        ],
      });
    }),
  );
  return asked;
}

const openCart = (coupon = '') =>
  renderWithProviders(<CartScreen />, {
    route: '/cart',
    path: '/cart',
    preloadedState: { cart: { lines: [shoes], pincode: '', coupon, _persist: { version: 3, rehydrated: true } } },
  });

const summary = () => screen.getByRole('region', { name: 'Order Summary' });

describe('offers in the cart', () => {
  it('lists the offers best first with their saving or reason, applies one in a tap and shows the saving', async () => {
    const asked = serveQuotes();
    const { user, store } = openCart();
    await user.click(await screen.findByRole('button', { name: 'Apply coupon' }));
    const sheet = await screen.findByRole('dialog', { name: 'Coupons and offers' });
    const offers = within(within(sheet).getByRole('list', { name: 'Offers' })).getAllByRole('listitem');
    expect(offers.map((offer) => offer.textContent)).toEqual([
      `RUN10${OFFERS.RUN10.title}Save ₹250Apply`,
      `FIRST15${OFFERS.FIRST15.title}Only on your first orderApply`,
    ]);
    expect(within(sheet).getByRole('button', { name: 'Apply FIRST15' })).toBeDisabled();
    await user.click(within(sheet).getByRole('button', { name: 'Apply RUN10' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.getState().cart.coupon).toBe('RUN10');
    expect(await within(summary()).findByText('You save ₹250')).toBeInTheDocument();
    expect(within(summary()).getByText('Discount (RUN10)')).toBeInTheDocument();
    expect(within(summary()).getByText('−₹250')).toBeInTheDocument();
    expect(within(summary()).getByText('₹2,249')).toBeInTheDocument();
    expect(asked.at(-1)).toEqual({ lines: [{ productId: 'p-shoe', quantity: 1, size: 'UK 8', color: 'Black' }], coupon: 'RUN10' });

    await user.click(within(summary()).getByRole('button', { name: 'Remove coupon RUN10' }));
    expect(store.getState().cart.coupon).toBe('');
    await waitFor(() => expect(within(summary()).queryByText('You save ₹250')).not.toBeInTheDocument());
  });

  it('takes a typed code in any case, refuses one that cannot be a code, and says why an unknown one does not apply', async () => {
    serveQuotes();
    const { user } = openCart();
    await user.click(await screen.findByRole('button', { name: 'Apply coupon' }));
    const sheet = await screen.findByRole('dialog', { name: 'Coupons and offers' });
    const field = within(sheet).getByRole('textbox', { name: 'Coupon code' });
    await user.type(field, 'x!');
    await user.click(within(sheet).getByRole('button', { name: 'Apply' }));
    expect(field).toHaveAccessibleDescription('Please enter a coupon code: 3 to 20 letters or digits.');
    await user.clear(field);
    await user.type(field, 'guess99');
    await user.click(within(sheet).getByRole('button', { name: 'Apply' }));
    expect(await within(summary()).findByText('GUESS99: There is no coupon GUESS99.')).toBeInTheDocument();
  });

  it('says when typed codes are throttled, and keeps the cart', async () => {
    server.use(
      http.post(`${API}/cart/quote`, () =>
        HttpResponse.json({ error: 'Too many coupon tries. Please wait 10 minutes and try again.' }, { status: 429 }),
      ),
    );
    openCart('GUESS01');
    expect(await screen.findByText('Too many coupon tries. Please wait 10 minutes and try again.')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: /AeroStride/ })).toBeInTheDocument();
  });

  it('shows no coupon box where the API has no quotes, and totals as the cart adds them', async () => {
    openCart('RUN10');
    expect(await screen.findByRole('heading', { name: 'Shopping Cart' })).toBeInTheDocument();
    await waitFor(() => expect(within(summary()).getByText('₹2,499')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Apply coupon' })).not.toBeInTheDocument();
  });

  it('applies the code of an offer link to the cart and opens it', async () => {
    serveQuotes();
    const { router, store } = renderRoutes(
      [
        { path: '/offer/:code', element: <OfferLinkScreen /> },
        { path: '/cart', element: <CartScreen /> },
      ],
      {
        route: '/offer/run10',
        preloadedState: { cart: { lines: [shoes], pincode: '', coupon: '', _persist: { version: 3, rehydrated: true } } },
      },
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(store.getState().cart.coupon).toBe('RUN10');
    expect(await screen.findByText('You save ₹250')).toBeInTheDocument();
  });
});
