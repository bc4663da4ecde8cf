import fc from 'fast-check';
import { setupStore } from '@/app/store';
import { sessionRestored, signedIn } from '@/features/auth/authSlice';
import { itemAdded } from '@/features/cart/cartSlice';
import { emails, passwords } from '@/test/secretArbitraries';
import { locationChanged } from './locationSlice';
import { RECORDING_LIMIT, type Recording } from './recorder';
import { RECORDING_STORAGE_KEY, tabStorage } from './recordingStorage';
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

const leave = () => window.dispatchEvent(new Event('pagehide'));
const snapshotOf = (store: ReturnType<typeof setupStore>) => store.dispatch((_d, _g, extra) => extra.recorder!.snapshot()) as Recording;

/** The file exported from `store` replays to the state saved with it. */
function exportReplays(store: ReturnType<typeof setupStore>) {
  const text = store.dispatch(prepareReport())!.text;
  const read = readSupportFile(text);
  if (!read.ok) throw new Error(read.message);
  const states = replayStates(store.dispatch((_d, _g, extra) => extra.recorder!.createReducer()), read.recording.startState, read.recording.steps.map((step) => step.action));
  expect(states.at(-1)).toEqual(read.recording.support?.stateAtExport);
  return text;
}

afterEach(() => {
  jest.useRealTimers();
  window.sessionStorage.clear();
});

describe('junk under the recording’s storage key', () => {
  // A password is known by its key (free text cannot be told from one); an e-mail anywhere.
  const secretBits = fc.record({ email: emails, password: passwords });
  // Shaped like the recorder's copy (or nearly), carrying an e-mail and a password where a shop's state would.
  const lookalike = secretBits.chain(({ email, password }) =>
    fc
      .record({
        version: fc.oneof(fc.constant(1), fc.anything()),
        startedAt: fc.oneof(fc.nat(), fc.anything()),
        startState: fc.oneof(
          fc.constant({ auth: { status: 'signedIn', email }, form: { password }, note: `write to ${email}` }),
          fc.anything(),
        ),
        actions: fc.array(
          fc.oneof(
            fc.record({ timestamp: fc.nat(), action: fc.constant({ type: 'auth/signedIn', payload: { email, password } }) }),
            fc.record({ timestamp: fc.nat(), action: fc.record({ type: fc.string(), payload: fc.constant(`mail ${email}`) }) }),
            fc.anything(),
          ),
          { maxLength: 6 },
        ),
      })
      .map((recording) => ({ text: JSON.stringify(recording), secrets: [email, password] })),
  );
  // The recorder's own copy with secrets written into it by hand: shaped right, so it is carried on.
  const tampered = secretBits.map(({ email, password }) => {
    window.sessionStorage.clear();
    page(window.sessionStorage, '/login');
    leave();
    const stored = JSON.parse(window.sessionStorage.getItem(RECORDING_STORAGE_KEY)!) as {
      startState: { auth: Record<string, unknown> };
      actions: Array<{ timestamp: number; action: unknown }>;
    };
    stored.startState.auth = { ...stored.startState.auth, email, password, hint: `sent to ${email}` };
    stored.actions.push({ timestamp: 1, action: { type: 'auth/signedIn', payload: { email, password, note: `signed in as ${email}` } } });
    window.sessionStorage.clear();
    return { text: JSON.stringify(stored), secrets: [email, password] };
  });
  const junk = fc.oneof(
    tampered,
    lookalike,
    lookalike.chain(({ text, secrets }) => fc.nat({ max: text.length }).map((cut) => ({ text: text.slice(0, cut), secrets }))),
    fc.json().map((text) => ({ text, secrets: [] as string[] })),
    fc.string().map((text) => ({ text, secrets: [] as string[] })),
  );

  it('neither breaks the recording nor reaches the exported file', () => {
    jest.useFakeTimers();
    fc.assert(
      fc.property(junk, ({ text, secrets }) => {
        window.sessionStorage.setItem(RECORDING_STORAGE_KEY, text);
        const store = page(window.sessionStorage, '/cart');
        // The periodic write, then the export: both read the junk, neither throws.
        jest.runOnlyPendingTimers();
        const file = exportReplays(store);
        const haystack = `${file}\n${JSON.parse(file).payload}\n${window.sessionStorage.getItem(RECORDING_STORAGE_KEY)}`.toLowerCase();
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
    const stored = JSON.parse(window.sessionStorage.getItem(RECORDING_STORAGE_KEY)!) as { actions: Array<{ action: unknown }> };
    // As if written by hand: an e-mail slipped into the stored copy.
    stored.actions.push({ ...stored.actions.at(-1)!, action: signedIn({ email: 'slipped.in@example.in' }) });
    window.sessionStorage.setItem(RECORDING_STORAGE_KEY, JSON.stringify(stored));
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
    expect(leave).not.toThrow();
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
      expect(leave).not.toThrow();
      exportReplays(store);
    } finally {
      Object.defineProperty(window, 'sessionStorage', original);
    }
  });
});

describe('writing the recording', () => {
  it('writes once per burst of actions, at an idle moment after two seconds, and at once when the page is left', () => {
    jest.useFakeTimers();
    const storage = new TabStorage();
    const store = page(storage, '/products', 300);
    expect(storage.writes).toBe(0);
    jest.advanceTimersByTime(2_000);
    jest.runOnlyPendingTimers();
    expect(storage.writes).toBe(1);
    for (let step = 0; step < 50; step += 1) store.dispatch(locationChanged(`/product/p-${step}`));
    expect(storage.writes).toBe(1);
    leave();
    expect(storage.writes).toBe(2);
    const stored = JSON.parse(storage.getItem(RECORDING_STORAGE_KEY)!) as { actions: unknown[] };
    expect(stored.actions).toHaveLength(snapshotOf(store).actions.length);
  });

  it(`stays within ${RECORDING_LIMIT} actions across page loads`, () => {
    const storage = new TabStorage();
    page(storage, '/products', RECORDING_LIMIT);
    leave();
    const store = page(storage, '/cart', 100);
    const { actions } = snapshotOf(store);
    expect(actions).toHaveLength(RECORDING_LIMIT);
    expect(actions.filter(({ action }) => action.type === 'support/pageLoaded')).toHaveLength(1);
    exportReplays(store);
    leave();
    expect((JSON.parse(storage.getItem(RECORDING_STORAGE_KEY)!) as { actions: unknown[] }).actions).toHaveLength(RECORDING_LIMIT);
  });
});
