import { screen, waitFor, within } from '@testing-library/react';
import fc from 'fast-check';
import { setupStore } from '@/app/store';
import { authApi } from '@/features/auth/authApi';
import { sessionRestored } from '@/features/auth/authSlice';
import { itemAdded } from '@/features/cart/cartSlice';
import { catalogApi } from '@/entities/product/catalogApi';
import { readListingParams, toListRequest } from '@/features/catalog/listing/listingQuery';
import { toNewOrder } from '@/features/checkout/shipping';
import { ordersApi } from '@/features/orders/ordersApi';
import { paymentApi } from '@/features/payment/paymentApi';
import { callsFromNow, seedCatalogue, shop } from '@/test/fakeShop';
import { renderApp } from '@/test/renderWithProviders';
import { SAMPLE_INPUTS } from '@/test/shopperSession';
import { locationChanged } from '@/state/locationSlice';
import { NOT_A_RECORDING, readSupportFile } from './readSupportFile';
import { prepareReport } from './supportThunks';

const TOKEN = 'opaque-token-for-the-replay-test-0123456789';

/** A short recorded session: a product in the cart, sign-in, an order and its payment form. */
async function recordedSession() {
  shop.token = TOKEN;
  const products = seedCatalogue();
  const store = setupStore();
  const { dispatch } = store;
  const product = products[0]!;
  const line = {
    id: product.id,
    name: product.title,
    image: '',
    price: product.regularPrice,
    quantity: 2,
    selectedSize: '',
    selectedColor: '',
  };
  dispatch(sessionRestored({ hasToken: false }));
  dispatch(locationChanged('/products'));
  await dispatch(catalogApi.endpoints.getProducts.initiate(toListRequest(readListingParams(new URLSearchParams()))));
  dispatch(itemAdded(line));
  dispatch(locationChanged('/cart'));
  const { firstName, lastName, email, password } = SAMPLE_INPUTS;
  await dispatch(authApi.endpoints.register.initiate({ firstName, lastName, email, password }));
  await dispatch(authApi.endpoints.login.initiate({ email, password }));
  dispatch(locationChanged('/checkout'));
  const { id } = await dispatch(
    ordersApi.endpoints.createOrder.initiate({ order: toNewOrder([line], SAMPLE_INPUTS.shipping), idempotencyKey: 'replay-checkout-1' }),
  ).unwrap();
  dispatch(locationChanged(`/payment?orderId=${id}`));
  // The payment page checks the order in the shopper's list before it shows the form.
  await dispatch(ordersApi.endpoints.getOrders.initiate());
  await dispatch(paymentApi.endpoints.getPaymentFields.initiate());
  dispatch(locationChanged('/account'));
  return { text: dispatch(prepareReport())!.text, product, orderId: id };
}

async function openReplay(text: string) {
  const view = renderApp({ route: '/support/replay' });
  const input = await screen.findByLabelText('Open a recording');
  await view.user.upload(input, new File([text], 'recording.json', { type: 'application/json' }));
  return view;
}

const frame = (route: string) => screen.findByRole('region', { name: `Screen at this step: ${route}` });
/** The step of the list with this action type and detail, once the recording has been read. */
async function stepButton(type: string, detail: string) {
  const buttons = await screen.findAllByRole('button', { name: new RegExp(type) });
  return buttons.find((button) => button.textContent?.includes(detail))!;
}

// A test that records a session through the real endpoints and replays it through the real screens
// takes up to a minute on a loaded 2-core machine: past jest's 30 s, so it says so.
const RECORDED_SESSION_BUDGET = 90_000;

describe('support replay', () => {
  it(
    'steps through a recording and draws the cart and the payment screen of each moment, fetching nothing',
    async () => {
      const { text, product, orderId } = await recordedSession();
      const view = await openReplay(text);
      expect(await screen.findByText('Replaying every step reaches the state the shop had when the file was saved.')).toBeInTheDocument();
      const requests = callsFromNow();

      await view.user.click(await stepButton('router/locationChanged', '/cart'));
      const cart = await frame('/cart');
      expect(await within(cart).findByRole('heading', { name: /Cart/ })).toBeInTheDocument();
      expect(within(within(cart).getByRole('list', { name: 'Cart items' })).getByText(product.title)).toBeInTheDocument();

      await view.user.click(await stepButton('api/executeQuery/fulfilled', 'getPaymentFields'));
      const payment = await frame(`/payment?orderId=${orderId}`);
      expect(await within(payment).findByRole('heading', { name: 'Complete Your Payment' })).toBeInTheDocument();
      expect(await within(payment).findByText(`Order #${orderId}`)).toBeInTheDocument();
      // Pre-filled from the recorded shipping name, which the recording holds only redacted.
      expect(within(payment).getByRole('textbox', { name: /Name of the payer/ })).toHaveValue('[redacted]');
      expect(screen.getByRole('region', { name: /What changed/ })).toHaveTextContent('api.queries.getPaymentFields(undefined).status');

      expect(requests()).toEqual([]);
    },
    RECORDED_SESSION_BUDGET,
  );

  it(
    'says so when a screen needs data the recording lacks, instead of fetching it',
    async () => {
      const { text } = await recordedSession();
      await openReplay(text);
      const requests = callsFromNow();
      // The last step is on /account, whose details were never loaded in the session.
      const missing = 'This screen asked for data that is not in this recording (getAccountInfo). Nothing was fetched.';
      await screen.findByText(missing);
      expect(within(await frame('/account')).getByText(missing)).toBeInTheDocument();
      expect(requests()).toEqual([]);
    },
    RECORDED_SESSION_BUDGET,
  );

  it(
    'changes nothing in the recording when the replayed screens are used',
    async () => {
      const { text, product } = await recordedSession();
      const view = await openReplay(text);
      const cartStep = await stepButton('router/locationChanged', '/cart');
      await view.user.click(cartStep);
      const cart = await frame('/cart');
      await view.user.click(await within(cart).findByRole('button', { name: new RegExp(`^Remove ${product.title}`) }));
      await waitFor(() => expect(within(cart).queryByRole('list', { name: 'Cart items' })).not.toBeInTheDocument());

      await view.user.click(await stepButton('router/locationChanged', '/products'));
      await frame('/products');
      await view.user.click(cartStep);
      const again = await frame('/cart');
      expect(await within(again).findByText(product.title)).toBeInTheDocument();
      expect(screen.queryByText(/does not reach the state/)).not.toBeInTheDocument();
    },
    RECORDED_SESSION_BUDGET,
  );

  it('refuses a file that is not a recording', async () => {
    await openReplay('{"hello":"world"}');
    expect(await screen.findByText(NOT_A_RECORDING)).toBeInTheDocument();
  });
});

describe('reading a support file', () => {
  it('never throws, whatever the file holds', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.jsonValue().map((value) => JSON.stringify(value)),
        ),
        (text) => {
          expect(typeof readSupportFile(text).ok).toBe('boolean');
        },
      ),
    );
  });

  it(
    'reads the lifted state with or without the support summary, as DevTools exports it',
    async () => {
      const { text } = await recordedSession();
      const file = JSON.parse(text) as { payload: string; preloadedState: string; support: unknown };
      const plain = readSupportFile(JSON.stringify({ payload: file.payload, preloadedState: file.preloadedState }));
      const full = readSupportFile(text);
      expect(plain.ok && full.ok).toBe(true);
      if (plain.ok && full.ok) {
        expect(plain.recording.steps).toEqual(full.recording.steps);
        expect(plain.recording.support).toBeNull();
      }
    },
    RECORDED_SESSION_BUDGET,
  );
});
