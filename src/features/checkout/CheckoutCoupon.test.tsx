import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupStore } from '@/app/store';
import { couponApplied, itemAdded, selectCartLines } from '@/features/cart/cartSlice';
import { API } from '@/test/api';
import { buildProduct, buildShippingAddress } from '@/test/builders';
import { shop } from '@/test/fakeShop';
import { renderInShop } from '@/test/renderInShop';
import { server } from '@/test/server';
import { CheckoutScreen } from './CheckoutScreen';

const LABELS = { fullName: 'Full name', address: 'Address', city: 'City', state: 'State', postalCode: 'Pincode', phone: 'Phone' };

/** A quote where RUN10 takes ₹250 off while `applies` says so. */
function serveQuote(state: { applies: boolean }) {
  server.use(
    http.post(`${API}/cart/quote`, () =>
      HttpResponse.json({
        lines: [],
        subtotal: 2499,
        discount: state.applies ? 250 : 0,
        shipping: 0,
        codFee: 0,
        total: state.applies ? 2249 : 2499,
        applied: state.applies ? { code: 'RUN10', title: '10% off running shoes', saving: 250 } : null,
        coupon: { code: 'RUN10', applied: state.applies, reason: state.applies ? null : 'Expired' },
        offers: [],
      }),
    ),
  );
}

async function checkoutWithRun10() {
  const shoe = buildProduct({ title: 'Trail Runner', regularPrice: 2499 });
  shop.products.push(shoe);
  const store = setupStore();
  store.dispatch(
    itemAdded({ id: shoe.id, name: 'Trail Runner', image: '', price: 2499, quantity: 1, selectedSize: '', selectedColor: '' }),
  );
  store.dispatch(couponApplied({ code: 'RUN10' }));
  const view = renderInShop(<CheckoutScreen />, { store, route: '/checkout', path: '/checkout', session: 'signedIn' });
  await screen.findByRole('heading', { name: 'Shipping Information' });
  for (const [name, value] of Object.entries(buildShippingAddress())) {
    await view.user.click(screen.getByRole('textbox', { name: new RegExp(`^${LABELS[name as keyof typeof LABELS]}`) }));
    await view.user.paste(value);
  }
  return { ...view, store };
}

it('shows the discounted total, and the order carries the code the quote applied', async () => {
  serveQuote({ applies: true });
  const sent: unknown[] = [];
  server.use(
    http.post(`${API}/orders`, async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json(
        { ...shop.orders[0], id: 'ORDR0001', items: [], createdAt: '2026-12-02T10:00:00.000Z', status: 0 },
        { status: 201 },
      );
    }),
  );
  const { user } = await checkoutWithRun10();
  const summary = screen.getByRole('region', { name: 'Order Summary' });
  expect(await within(summary).findByText('You save ₹250')).toBeInTheDocument();
  expect(within(summary).getByText('₹2,249')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /Place Order/ }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toMatchObject({ coupon: 'RUN10' });
});

it('says so when the code stopped applying at the order, and keeps the cart', async () => {
  const state = { applies: true };
  serveQuote(state);
  server.use(
    http.post(`${API}/orders`, () => {
      state.applies = false;
      return HttpResponse.json({ error: 'RUN10 expired at 23:59 on 1 December 2026.', coupon: 'RUN10' }, { status: 409 });
    }),
  );
  const { user, store } = await checkoutWithRun10();
  await within(screen.getByRole('region', { name: 'Order Summary' })).findByText('You save ₹250');
  await user.click(screen.getByRole('button', { name: /Place Order/ }));
  expect(await screen.findByText(/RUN10 expired at 23:59 on 1 December 2026\. Your cart is as it was/)).toBeInTheDocument();
  expect(selectCartLines(store.getState())).toHaveLength(1);
  // The quote is asked again: the summary no longer counts the discount.
  await waitFor(() =>
    expect(within(screen.getByRole('region', { name: 'Order Summary' })).queryByText('You save ₹250')).not.toBeInTheDocument(),
  );
});

it('sends no coupon where the API has no quotes', async () => {
  const sent: unknown[] = [];
  server.use(
    http.post(`${API}/orders`, async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ error: 'stop here' }, { status: 500 });
    }),
  );
  const { user } = await checkoutWithRun10();
  await user.click(screen.getByRole('button', { name: /Place Order/ }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).not.toHaveProperty('coupon');
});
