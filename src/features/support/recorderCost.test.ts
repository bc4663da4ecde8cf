import { setupStore } from '@/app/store';
import { itemAdded } from '@/features/cart/cartSlice';
import { catalogApi } from '@/entities/product/catalogApi';
import { buildProduct } from '@/test/builders';
import { shop } from '@/test/fakeShop';
import { notificationShown, notify } from '@/state/notices';
import { locationChanged } from '@/state/locationSlice';
import { RECORDING_BYTE_BUDGET, RECORDING_LIMIT } from './recorder';
import { prepareReport } from './supportThunks';

// Products the size of the reference catalogue's: a description, images and specifications.
const products = Array.from({ length: 48 }, (_, index) =>
  buildProduct({
    title: `Adjustable Dumbbell Set ${index}`,
    description:
      'Pair of spin-lock dumbbells with 16 plates, adjustable from 2.5 kg to 10 kg each. Knurled chrome handles for a safe grip.',
    images: [1, 2, 3].map((n) => ({ id: `img-${index}-${n}`, url: `http://localhost:8080/media/products/item-${index}-${n}.svg` })),
    attributes: ['size', 'color', 'material', 'weight_kg', 'warranty_period'].map((key) => ({
      id: `${key}-${index}`,
      key,
      value: ['One Size', 'Black'],
      metricUnit: null,
    })),
  }),
);

function serveCatalogue() {
  shop.products.push(...products);
}

type Store = ReturnType<typeof setupStore>;

/** A long browsing session: listing pages and product pages, each fetched afresh, cart adds and their notices. */
async function browse(store: Store, rounds: number) {
  for (let round = 0; round < rounds; round += 1) {
    const page = 1 + (round % 4);
    const product = products[(round * 7) % products.length]!;
    store.dispatch(locationChanged(`/products?page=${page}`));
    const list = store.dispatch(catalogApi.endpoints.getProducts.initiate({ page, limit: 12 }, { forceRefetch: true }));
    await list;
    store.dispatch(locationChanged(`/product/${product.id}`));
    const detail = store.dispatch(catalogApi.endpoints.getProduct.initiate(product.id, { forceRefetch: true }));
    await detail;
    store.dispatch(
      itemAdded({ id: product.id, name: product.title, image: '', price: 999, quantity: 1, selectedSize: '', selectedColor: '' }),
    );
    const { payload } = store.dispatch(notify({ title: 'Added to cart', variant: 'success' }));
    store.dispatch(notificationShown(payload.id));
    list.unsubscribe();
    detail.unsubscribe();
  }
}

const gc = (globalThis as { gc?: () => void }).gc;
const heapAfterGc = () => {
  gc?.();
  return process.memoryUsage().heapUsed;
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

it(`keeps ${RECORDING_LIMIT} actions of a long session within its budget, and measures what that costs`, async () => {
  serveCatalogue();
  const store = setupStore();
  await browse(store, 70);

  const recorder = store.dispatch((_dispatch, _getState, extra) => extra.recorder!);
  const { actions, bytes } = recorder.size();
  const { startState, actions: kept } = recorder.snapshot();
  expect(actions).toBe(RECORDING_LIMIT);
  expect(bytes).toBeLessThan(RECORDING_BYTE_BUDGET);

  // What the recorder holds is its own (redacted copies): a structured clone of it weighs the same.
  const before = heapAfterGc();
  const copy = structuredClone({ startState, kept });
  const heap = heapAfterGc() - before;
  expect(copy.kept).toHaveLength(RECORDING_LIMIT);

  const started = performance.now();
  const report = store.dispatch(prepareReport())!;
  const exportMs = performance.now() - started;
  expect(JSON.parse(report.text)).toHaveProperty('support.actionCount', RECORDING_LIMIT);

  console.log(
    [
      `Recorder after ${actions} actions: ${kb(bytes)} of action JSON + ${kb(JSON.stringify(startState).length)} start state`,
      gc ? `heap held by the recorder: ~${kb(heap)}` : 'heap: run jest with node --expose-gc',
      `export of ${actions} actions: ${kb(report.text.length)} file, ${exportMs.toFixed(0)} ms`,
    ].join('\n'),
  );
});

it('keeps such a session across a reload with small writes, and measures what that costs', async () => {
  serveCatalogue();
  const storage = window.sessionStorage;
  const timed = (run: () => void) => {
    const started = performance.now();
    run();
    return performance.now() - started;
  };
  const first = setupStore(undefined, { recordingStorage: storage });
  await browse(first, 70);
  const firstWriteMs = timed(() => window.dispatchEvent(new Event('pagehide')));
  const keys = Object.keys(storage);
  const storedKb = keys.reduce((sum, key) => sum + storage.getItem(key)!.length, 0) / 1024;
  await browse(first, 2);
  const laterWriteMs = timed(() => window.dispatchEvent(new Event('pagehide')));

  const next = setupStore(undefined, { recordingStorage: storage });
  next.dispatch(locationChanged('/cart'));
  const recorder = next.dispatch((_dispatch, _getState, extra) => extra.recorder!);
  let actions = 0;
  const carryOnMs = timed(() => (actions = recorder.snapshot().actions.length));
  expect(actions).toBe(RECORDING_LIMIT);
  storage.clear();

  console.log(
    [
      `stored after ${RECORDING_LIMIT} actions: ${storedKb.toFixed(0)} KB in ${keys.length} keys; the first write (all of it): ${firstWriteMs.toFixed(0)} ms`,
      `a later write, after 2 more listing and product visits: ${laterWriteMs.toFixed(0)} ms`,
      `the next page reads, checks and replays the stored recording once: ${carryOnMs.toFixed(0)} ms`,
    ].join('\n'),
  );
});
