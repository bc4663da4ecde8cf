import { setupStore, type AppStore } from '@/app/store';
import { storeInfoApi } from '@/features/store-info/storeInfoApi';
import { addProducts, callsFromNow } from '@/test/fakeShop';
import { CATALOG_CACHE_SECONDS, catalogApi } from './catalogApi';

const MINUTE = 60_000;

/** What dispatching a query's `initiate` gives back: its answer, and a way to stop showing it. */
interface Shown {
  unwrap(): Promise<unknown>;
  unsubscribe(): void;
}

/**
 * A screen shows the data (subscribes), the shopper leaves (unsubscribes) and `away` ms pass; then
 * a screen shows it again. Returns the requests the return made. Time runs on jest's clock while
 * the shopper is away, so RTK Query's removal timer is the one that decides.
 */
async function leaveAndReturn(show: () => Shown, away: number) {
  const first = show();
  await first.unwrap();
  jest.useFakeTimers();
  try {
    first.unsubscribe();
    jest.advanceTimersByTime(away);
  } finally {
    jest.useRealTimers();
  }
  const calls = callsFromNow();
  const again = show();
  await again.unwrap();
  again.unsubscribe();
  return calls();
}

describe('cache lifetimes of the catalogue', () => {
  it('keeps a product page for ten minutes after the shopper leaves it, then lets it go', async () => {
    const [mat] = addProducts({ title: 'Cork Yoga Mat' });
    const show = (store: AppStore) => () => store.dispatch(catalogApi.endpoints.getProduct.initiate(mat!.id));

    const store = setupStore();
    expect(await leaveAndReturn(show(store), 9 * MINUTE)).toEqual([]);

    const later = setupStore();
    expect(await leaveAndReturn(show(later), CATALOG_CACHE_SECONDS * 1000 + MINUTE)).toEqual([`GET /products/${mat!.id}`]);
  });

  it('keeps a listing page for ten minutes after the shopper leaves it', async () => {
    addProducts({ title: 'Cork Yoga Mat' });
    const store = setupStore();
    const show = () => store.dispatch(catalogApi.endpoints.getProducts.initiate({ page: 1, category: 'yoga' }));
    expect(await leaveAndReturn(show, 9 * MINUTE)).toEqual([]);
  });

  it('keeps store info for the whole visit, however long no screen shows it', async () => {
    const store = setupStore();
    const show = () => store.dispatch(storeInfoApi.endpoints.getStoreInfo.initiate());
    expect(await leaveAndReturn(show, 24 * 60 * MINUTE)).toEqual([]);
  });
});
