import fc from 'fast-check';
import { deleteTokenCookie } from '@/api/tokenCookie';
import { setupStore } from '@/app/store';
import { authApi } from '@/features/auth/authApi';
import { sessionRestored } from '@/features/auth/authSlice';
import { itemAdded } from '@/features/cart/cartSlice';
import { toNewOrder } from '@/features/checkout/shipping';
import { ordersApi } from '@/features/orders/ordersApi';
import { paymentApi } from '@/features/payment/paymentApi';
import { resetShop, seedCatalogue, shop } from '@/test/fakeShop';
import { propertyRuns } from '@/test/propertyRuns';
import { FROZEN_NOW, TIMERS_THAT_RUN, leakedSecrets, secretsOf, shopperInputs, tokens } from '@/test/secretArbitraries';
import { locationChanged } from '@/state/locationSlice';
import { prepareReport } from './supportThunks';

beforeEach(() => {
  jest.useFakeTimers({ now: FROZEN_NOW, doNotFake: [...TIMERS_THAT_RUN] });
});

afterEach(() => {
  jest.useRealTimers();
});

/**
 * What every form hands to the store, called directly: many sessions per second, each also with
 * refused calls whose error texts repeat what was sent, and the contact details in the URL.
 */
// Up to 3 s per session on a loaded 2-core machine: a few in `npm test`, more in CI's thorough step.
const RUNS = propertyRuns(8, 40);

it(
  'no personal data sent to any endpoint, echoed back or put in a URL reaches the exported file',
  async () => {
    await fc.assert(
      fc.asyncProperty(shopperInputs, tokens, async (inputs, token) => {
        resetShop();
        shop.token = token;
        const products = seedCatalogue();
        const store = setupStore();
        const { dispatch } = store;
        dispatch(sessionRestored({ hasToken: false }));
        dispatch(locationChanged(`/track-order?id=5001&contact=${encodeURIComponent(inputs.trackWith)}#${inputs.email}`));
        const registration = { firstName: inputs.firstName, lastName: inputs.lastName, email: inputs.email, password: inputs.password };
        await dispatch(authApi.endpoints.register.initiate(registration));
        await dispatch(authApi.endpoints.register.initiate(registration));
        await dispatch(authApi.endpoints.login.initiate({ email: inputs.email, password: `${inputs.password}!` }));
        await dispatch(authApi.endpoints.login.initiate({ email: inputs.email, password: inputs.password }));
        await dispatch(authApi.endpoints.getAccountInfo.initiate());
        const product = products[0]!;
        const line = {
          id: product.id,
          name: product.title,
          image: '',
          price: product.regularPrice,
          quantity: 1,
          selectedSize: '',
          selectedColor: '',
        };
        dispatch(itemAdded(line));
        const { id } = await dispatch(
          ordersApi.endpoints.createOrder.initiate({ order: toNewOrder([line], inputs.shipping), idempotencyKey: 'privacy-checkout-1' }),
        ).unwrap();
        const { payer } = inputs;
        const fields = {
          payerName: payer.name,
          email: payer.email,
          phone: `+91${payer.mobile}`,
          method: 'upi_qr',
          upiId: payer.upiId,
          notes: payer.notes,
          consent: 'true',
        };
        await dispatch(paymentApi.endpoints.createPayment.initiate({ payment: { orderId: id, fields }, idempotencyKey: 'privacy-pay-1' }));
        await dispatch(
          paymentApi.endpoints.createPayment.initiate({ payment: { orderId: '404', fields }, idempotencyKey: 'privacy-pay-2' }),
        );
        await dispatch(ordersApi.endpoints.trackOrder.initiate({ orderId: id, contactInfo: inputs.trackWith }));
        await dispatch(ordersApi.endpoints.trackOrder.initiate({ orderId: id, contactInfo: inputs.shipping.phone }));
        await dispatch(ordersApi.endpoints.trackOrder.initiate({ orderId: '404', contactInfo: inputs.contact.email }));
        await dispatch(ordersApi.endpoints.getOrders.initiate());

        const text = dispatch(prepareReport())!.text;
        deleteTokenCookie();
        expect(leakedSecrets(text, secretsOf(inputs, token))).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  },
  Math.max(30_000, RUNS * 3_000),
);
