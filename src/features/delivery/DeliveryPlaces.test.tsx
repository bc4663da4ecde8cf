import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupStore } from '@/app/store';
import { itemAdded } from '@/features/cart/cartSlice';
import { API } from '@/test/api';
import { addProducts, shop } from '@/test/fakeShop';
import { renderApp } from '@/test/renderWithProviders';
import { server } from '@/test/server';

const stopRecording: Array<() => void> = [];

/** The delivery checks asked for, with their query (the fake shop's call list leaves the query out). */
function recordChecks() {
  const asked: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname.includes('/delivery/')) asked.push(url.pathname.replace(new URL(API).pathname, '') + url.search);
  };
  server.events.on('request:start', listener);
  stopRecording.push(() => server.events.removeListener('request:start', listener));
  return asked;
}

afterEach(() => stopRecording.splice(0).forEach((stop) => stop()));

const answerIn = (region: HTMLElement) => within(region).getByRole('status');

describe('where the delivery check shows', () => {
  beforeEach(() => {
    shop.delivery = 'served';
  });

  it("on the product page, below the price, by the product's own rules", async () => {
    const [bike] = addProducts({ title: 'Carbon Road Bike', regularPrice: 30000 });
    const asked = recordChecks();
    const { user } = renderApp({ route: `/product/${bike!.id}` });
    await screen.findByRole('heading', { level: 1, name: 'Carbon Road Bike' });
    const region = screen.getByRole('region', { name: 'Delivery' });
    await user.type(within(region).getByRole('textbox', { name: 'Pincode' }), '560001');
    await waitFor(() => expect(answerIn(region)).toHaveTextContent('Cash on Delivery is not available for orders above ₹25,000'));
    expect(asked).toEqual([`/delivery/560001?productId=${bike!.id}`]);
  });

  it("in the cart, for the cart's subtotal", async () => {
    const store = setupStore();
    store.dispatch(itemAdded({ id: 'p-1', name: 'Rope', image: '', price: 349, quantity: 2, selectedSize: '', selectedColor: '' }));
    const asked = recordChecks();
    const { user } = renderApp({ store, route: '/cart' });
    const region = await screen.findByRole('region', { name: 'Delivery' });
    await user.type(within(region).getByRole('textbox', { name: 'Pincode' }), '411001');
    await waitFor(() => expect(answerIn(region)).toHaveTextContent('Delivery by Sat, 5 Dec · Cash on Delivery available'));
    expect(answerIn(region)).toHaveTextContent('Cash on Delivery fee: ₹49');
    expect(asked).toEqual(['/delivery/411001?orderValue=698']);
  });

  it('nowhere once the API has shown it has no delivery check', async () => {
    server.use(http.get(`${API}/delivery/:pincode`, () => HttpResponse.json({ error: 'Not found' }, { status: 404 })));
    const [mat] = addProducts({ title: 'Cork Yoga Mat', regularPrice: 1499 });
    const { user } = renderApp({ route: `/product/${mat!.id}` });
    await screen.findByRole('heading', { level: 1, name: 'Cork Yoga Mat' });
    await user.type(screen.getByRole('textbox', { name: 'Pincode' }), '560001');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Delivery' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
  });
});
