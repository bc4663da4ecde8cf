import fc from 'fast-check';
import { setupStore } from '@/app/store';
import { sessionRestored, signedIn } from '@/features/auth/authSlice';
import { itemAdded } from '@/features/cart/cartSlice';
import { emails, passwords } from '@/test/secretArbitraries';
import { locationChanged } from '@/state/locationSlice';
import { RECORDING_LIMIT, type Recording } from './recorder';
import { RECORDING_STORAGE_KEY, chunkKey, startKey, tabStorage } from './recordingStorage';
import { readSupportFile } from './readSupportFile';
import { replayStates } from './supportFile';
import { prepareReport } from './supportThunks';

/** Session storage as a browser keeps it, counting writes, and full or refusing on demand. */
class TabStorage implements Storage {
  private items = new Map<string, string>();
  writes = 0;
  constructor(private refuse: 'nothing' | 'writes' | 'everything' = 'nothing') {}
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    if (this.refuse === 'everything') throw new DOMException('The operation is insecure.', 'SecurityError');
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.writes += 1;
    if (this.refuse !== 'nothing') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.items.set(key, value);
  }
  removeItem(key: string) {
    if (this.refuse === 'everything') throw new DOMException('The operation is insecure.', 'SecurityError');
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}

const line = { id: 'p-1', name: 'Cork Yoga Mat', image: '', price: 1499, quantity: 1, selectedSize: '', selectedColor: '' };

/** One page of the tab: a store on `storage`, a few steps of a shopper, then (optionally) the page is left. */
function page(storage: Storage | null, path: string, steps = 3) {
  const store = setupStore(undefined, { recordingStorage: storage });
  store.dispatch(sessionRestored({ hasToken: false }));
  store.dispatch(locationChanged(path));
  for (let step = 0; step < steps; step += 1) store.dispatch(itemAdded({ ...line, id: `p-${step}` }));
  return store;
}

/**
 * Leaves the page and returns what its pagehide listeners threw: dispatchEvent never rethrows a
 * listener's error, the window reports it as an error event (so `expect(leave).not.toThrow()` could
 * never fail).
 */
function leave(): unknown[] {
  const thrown: unknown[] = [];
  const onError = (event: ErrorEvent) => {
    thrown.push(event.error);
    event.preventDefault();
  };
  window.addEventListener('error', onError);
  try {
    window.dispatchEvent(new Event('pagehide'));
  } finally {
    window.removeEventListener('error', onError);
  }
  return thrown;
}
const snapshotOf = (store: ReturnType<typeof setupStore>) => store.dispatch((_d, _g, extra) => extra.recorder!.snapshot()) as Recording;

/** The file exported from `store` replays to the state saved with it. */
function exportReplays(store: ReturnType<typeof setupStore>) {
  const text = store.dispatch(prepareReport())!.text;
  const read = readSupportFile(text);
  if (!read.ok) throw new Error(read.message);
  const states = replayStates(
    store.dispatch((_d, _g, extra) => extra.recorder!.createReducer()),
    read.recording.startState,
    read.recording.steps.map((step) => step.action),
  );
  expect(states.at(-1)).toEqual(read.recording.support?.stateAtExport);
  return text;
}

afterEach(() => {
  jest.useRealTimers();
  window.sessionStorage.clear();
});

/** What the tab's storage holds of the recording, key by key. */
function storedRecording(storage: Storage = window.sessionStorage): Record<string, string> {
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)!);
  return Object.fromEntries(keys.filter((key) => key.startsWith(RECORDING_STORAGE_KEY)).map((key) => [key, storage.getItem(key)!]));
}

describe('junk under the recording’s storage keys', () => {
  // A password is known by its key (free text cannot be told from one); an e-mail anywhere.
  const secretBits = fc.record({ email: emails, password: passwords });
  const secretAction = ({ email, password }: { email: string; password: string }) => ({
    type: 'auth/signedIn',
    payload: { email, password, note: `signed in as ${email}` },
  });
  // Laid out like the recorder's copy (or nearly), carrying an e-mail and a password where a shop's state would.
  const lookalike = secretBits.chain((secret) =>
    fc
      .record({
        head: fc.record({
          version: fc.oneof(fc.constant(2), fc.anything()),
          startedAt: fc.oneof(fc.nat(), fc.anything()),
          start: fc.oneof(fc.constant(0), fc.anything()),
          chunks: fc.oneof(fc.constant([0]), fc.anything()),
        }),
        start: fc.oneof(
          fc.constant({ auth: { status: 'signedIn', email: secret.email }, form: { password: secret.password } }),
          fc.anything(),
        ),
        chunk: fc.array(fc.oneof(fc.record({ timestamp: fc.nat(), action: fc.constant(secretAction(secret)) }), fc.anything()), {
          maxLength: 6,
        }),
      })
      .map(({ head, start, chunk }) => ({
        stored: {
          [RECORDING_STORAGE_KEY]: JSON.stringify(head),
          [startKey(0)]: JSON.stringify(start),
          [chunkKey(0)]: JSON.stringify(chunk),
        } as Record<string, string>,
        secrets: [secret.email, secret.password],
      })),
  );
  // The recorder's own copy with secrets written into it by hand: laid out right, so it is carried on.
  const tampered = secretBits.map((secret) => {
    window.sessionStorage.clear();
    page(window.sessionStorage, '/login');
    leave();
    const stored = storedRecording();
    const head = JSON.parse(stored[RECORDING_STORAGE_KEY]!) as { start: number; chunks: number[] };
    const start = JSON.parse(stored[startKey(head.start)]!) as { auth: Record<string, unknown> };
    start.auth = { ...start.auth, email: secret.email, password: secret.password, hint: `sent to ${secret.email}` };
    stored[startKey(head.start)] = JSON.stringify(start);
    const last = chunkKey(head.chunks.at(-1)!);
    stored[last] = JSON.stringify([...(JSON.parse(stored[last]!) as unknown[]), { timestamp: 1, action: secretAction(secret) }]);
    window.sessionStorage.clear();
    return { stored, secrets: [secret.email, secret.password] };
  });
  // Either of them with one value cut short, as a full storage or a crash might leave it.
  const cut = fc.oneof(tampered, lookalike).chain(({ stored, secrets }) =>
    // JSON.stringify(undefined) is no text: such a key is stored as "undefined", nothing to cut.
    fc
      .tuple(
        fc.constantFrom(...Object.keys(stored).filter((key) => typeof stored[key] === 'string')),
        fc.double({ min: 0, max: 1, noNaN: true }),
      )
      .map(([key, at]) => ({
        stored: { ...stored, [key]: stored[key]!.slice(0, Math.floor(stored[key]!.length * at)) },
        secrets,
      })),
  );
  const noise = fc.tuple(fc.oneof(fc.json(), fc.string()), fc.oneof(fc.json(), fc.string())).map(([head, chunk]) => ({
    stored: { [RECORDING_STORAGE_KEY]: head, [chunkKey(0)]: chunk } as Record<string, string>,
    secrets: [] as string[],
  }));
  const junk = fc.oneof(tampered, lookalike, cut, noise);

  it('neither breaks the recording nor reaches the exported file', () => {
    jest.useFakeTimers();
    fc.assert(
      fc.property(junk, ({ stored, secrets }) => {
        window.sessionStorage.clear();
        for (const [key, value] of Object.entries(stored)) window.sessionStorage.setItem(key, value);
        const store = page(window.sessionStorage, '/cart');
        // The periodic write, then the export: both read the junk, neither throws.
        jest.runOnlyPendingTimers();
        const file = exportReplays(store);
        const haystack = `${file}\n${JSON.parse(file).payload}`.toLowerCase();
        expect(secrets.filter((secret) => haystack.includes(secret.toLowerCase()))).toEqual([]);
        // This page's own steps are all there, after the boundary when the junk was carried on.
        const types = snapshotOf(store).actions.map(({ action }) => action.type);
        const thisPage = types.slice(types.lastIndexOf('support/pageLoaded') + 1);
        expect(thisPage.filter((type) => type === 'cart/itemAdded')).toHaveLength(3);
      }),
      { numRuns: 150 },
    );
  });

  it('is carried on when it is the recorder’s own copy, redacted again on the way in', () => {
    page(window.sessionStorage, '/login');
    leave();
    const head = JSON.parse(window.sessionStorage.getItem(RECORDING_STORAGE_KEY)!) as { chunks: number[] };
    const last = chunkKey(head.chunks.at(-1)!);
    const actions = JSON.parse(window.sessionStorage.getItem(last)!) as Array<{ timestamp: number; action: unknown }>;
    // As if written by hand: an e-mail slipped into the stored copy.
    actions.push({ timestamp: actions.at(-1)!.timestamp, action: signedIn({ email: 'slipped.in@example.in' }) });
    window.sessionStorage.setItem(last, JSON.stringify(actions));
    const store = page(window.sessionStorage, '/cart');
    const types = snapshotOf(store).actions.map(({ action }) => action.type);
    expect(types.filter((type) => type === 'support/pageLoaded')).toHaveLength(1);
    expect(types.indexOf('auth/signedIn')).toBeLessThan(types.indexOf('support/pageLoaded'));
    expect(exportReplays(store)).not.toContain('slipped.in');
  });
});

describe('storage that cannot keep the recording', () => {
  it.each([
    ['full', new TabStorage('writes')],
    ['refusing every call', new TabStorage('everything')],
  ])('%s: the recording goes on in memory, and nothing throws', (_name, storage) => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = page(storage, '/cart', 5);
    expect(leave()).toEqual([]);
    expect(snapshotOf(store).actions.filter(({ action }) => action.type === 'cart/itemAdded')).toHaveLength(5);
    exportReplays(store);
    warn.mockRestore();
  });

  it('disabled by the browser: no storage is used at all', () => {
    const original = Object.getOwnPropertyDescriptor(window, 'sessionStorage')!;
    Object.defineProperty(window, 'sessionStorage', {
      configurable: true,
      get: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    try {
      expect(tabStorage()).toBeNull();
      const store = page(tabStorage(), '/cart');
      expect(leave()).toEqual([]);
      exportReplays(store);
    } finally {
      Object.defineProperty(window, 'sessionStorage', original);
    }
  });
});

describe('writing the recording', () => {
  /** Characters each write put down, and how many writes: the head is written last, once per write. */
  function countingWrites(storage: TabStorage) {
    const writes: number[] = [];
    let chars = 0;
    const setItem = storage.setItem.bind(storage);
    storage.setItem = (key: string, value: string) => {
      setItem(key, value);
      chars += value.length;
      if (key === RECORDING_STORAGE_KEY) {
        writes.push(chars);
        chars = 0;
      }
    };
    return writes;
  }
  const storedChars = (storage: Storage) => Object.values(storedRecording(storage)).reduce((sum, value) => sum + value.length, 0);

  it('writes once per burst of actions, at an idle moment after two seconds, and at once when the page is left', () => {
    jest.useFakeTimers();
    const storage = new TabStorage();
    const writes = countingWrites(storage);
    const store = page(storage, '/products', 300);
    expect(writes).toHaveLength(0);
    jest.advanceTimersByTime(2_000);
    jest.runOnlyPendingTimers();
    expect(writes).toHaveLength(1);
    for (let step = 0; step < 50; step += 1) store.dispatch(locationChanged(`/product/p-${step}`));
    expect(writes).toHaveLength(1);
    leave();
    expect(writes).toHaveLength(2);
    // Only what changed: the new actions' chunks and the head, not the whole recording again.
    expect(writes[1]!).toBeLessThan(storedChars(storage) / 4);
    const head = JSON.parse(storage.getItem(RECORDING_STORAGE_KEY)!) as { chunks: number[] };
    const stored = head.chunks.flatMap((id) => JSON.parse(storage.getItem(chunkKey(id))!) as unknown[]);
    expect(stored).toHaveLength(snapshotOf(store).actions.length);
  });

  it(`stays within ${RECORDING_LIMIT} actions across page loads, and writes little once full`, () => {
    const storage = new TabStorage();
    const writes = countingWrites(storage);
    page(storage, '/products', RECORDING_LIMIT);
    leave();
    const store = page(storage, '/cart', 100);
    const { actions } = snapshotOf(store);
    expect(actions).toHaveLength(RECORDING_LIMIT);
    expect(actions.filter(({ action }) => action.type === 'support/pageLoaded')).toHaveLength(1);
    exportReplays(store);
    leave();
    const head = JSON.parse(storage.getItem(RECORDING_STORAGE_KEY)!) as { chunks: number[] };
    const stored = head.chunks.flatMap((id) => JSON.parse(storage.getItem(chunkKey(id))!) as unknown[]);
    expect(stored.length).toBeGreaterThanOrEqual(RECORDING_LIMIT);
    expect(stored.length).toBeLessThan(RECORDING_LIMIT + 25);
    for (let step = 0; step < 10; step += 1) store.dispatch(locationChanged(`/product/p-${step}`));
    leave();
    expect(writes.at(-1)!).toBeLessThan(storedChars(storage) / 4);
    // What is stored still replays, as the next page will read it.
    const next = page(storage, '/orders', 1);
    expect(snapshotOf(next).actions.filter(({ action }) => action.type === 'support/pageLoaded')).toHaveLength(2);
    exportReplays(next);
  });
});
