import { http, HttpResponse } from 'msw';
import { catalogApi } from '@/entities/product/catalogApi';
import { ordersApi } from '@/features/orders/ordersApi';
import { paymentApi } from '@/features/payment/paymentApi';
import { storeInfoApi } from '@/features/store-info/storeInfoApi';
import { HANDLED_INLINE } from '@/state/listener';
import { API } from '@/test/api';
import { server } from '@/test/server';
import { setupStore, type AppStore } from './store';

const toasts = (store: AppStore) =>
  store.getState().ui.notifications.map(({ title, description, variant }) => ({ title, description, variant }));

// Every call fails with a server error.
beforeEach(() => server.use(http.all(`${API}/*`, () => HttpResponse.json({}, { status: 500 }))));

describe('failure toasts', () => {
  const calls = {
    getStoreInfo: (store: AppStore) => store.dispatch(storeInfoApi.endpoints.getStoreInfo.initiate()),
    getOrders: (store: AppStore) => store.dispatch(ordersApi.endpoints.getOrders.initiate()),
    createOrder: (store: AppStore) =>
      store.dispatch(ordersApi.endpoints.createOrder.initiate({ order: { products: {} } as never, idempotencyKey: 'key-1' })),
    trackOrder: (store: AppStore) =>
      store.dispatch(ordersApi.endpoints.trackOrder.initiate({ orderId: '7KQ2M9XD', contactInfo: 'a@b.in' })),
    getProducts: (store: AppStore) => store.dispatch(catalogApi.endpoints.getProducts.initiate({ page: 1, limit: 12 })),
    createPayment: (store: AppStore) =>
      store.dispatch(
        paymentApi.endpoints.createPayment.initiate({ payment: { orderId: '1', paymentMethod: 'upi' } as never, idempotencyKey: 'key-2' }),
      ),
  };

  it.each([
    ['getStoreInfo', 'Error', 'Failed to load store information. Please refresh the page.'],
    ['getOrders', 'Error', 'Failed to load your orders. Please try again.'],
    ['createOrder', 'Error placing order', 'Please try again later.'],
    ['trackOrder', 'Error', 'Failed to find order. Please check your information and try again.'],
  ] as const)('raises the spec toast when %s fails', async (endpoint, title, description) => {
    const store = setupStore();
    await calls[endpoint](store);
    expect(toasts(store)).toEqual([{ title, description, variant: 'error' }]);
  });

  it('raises no toast where the spec shows failures inline or only logs them', async () => {
    const store = setupStore();
    expect((await calls.getProducts(store)).error).toMatchObject({ status: 500 });
    expect((await calls.createPayment(store)).error).toMatchObject({ status: 500 });
    expect(toasts(store)).toEqual([]);
  });

  it('raises none for a prefetch or a call the screen handles inline', async () => {
    const store = setupStore();
    store.dispatch(catalogApi.util.prefetch('getProduct', 'p-1', { force: true }));
    const inline = store.dispatch(storeInfoApi.endpoints.getStoreInfo.initiate(undefined, HANDLED_INLINE));
    await expect(inline.unwrap()).rejects.toMatchObject({ status: 500 });
    await store
      .dispatch(catalogApi.endpoints.getProduct.initiate('p-1', { subscribe: false }))
      .unwrap()
      .catch(() => undefined);
    expect(toasts(store)).toEqual([]);

    await store.dispatch(catalogApi.endpoints.getProduct.initiate('p-1', { forceRefetch: true }));
    expect(toasts(store)).toEqual([{ title: 'Failed to load product details', description: undefined, variant: 'error' }]);
  });
});
