import { configureStore, createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import { PERSIST } from 'redux-persist';
import { createRootReducer, setupStore } from '@/app/store';
import { sessionRestored, signedIn } from '@/features/auth/authSlice';
import { itemAdded } from '@/features/cart/cartSlice';
import { notify } from '@/state/notices';
import { redact } from '@/utils/redaction';
import { locationChanged } from '@/state/locationSlice';
import { createSessionRecorder, RECORDING_LIMIT, type Recording } from './recorder';
import { buildSupportFile, replayStates } from './supportFile';

const counter = createSlice({
  name: 'counter',
  initialState: { count: 0, note: '' },
  reducers: {
    counted: (state, action: PayloadAction<number>) => {
      state.count += action.payload;
    },
    noted: (state, action: PayloadAction<string>) => {
      state.note = action.payload;
    },
    refused: () => {
      throw new Error('refused');
    },
  },
});
const { counted, noted, refused } = counter.actions;

function counterStore(options: { limit?: number; byteBudget?: number } = {}) {
  let clock = 1_000;
  const recorder = createSessionRecorder({ createReducer: () => counter.reducer, now: () => (clock += 10), ...options });
  const store = configureStore({ reducer: counter.reducer, middleware: (gdm) => gdm().concat(recorder.middleware) });
  return { store, recorder };
}

const replayToEnd = (recording: Recording, reducer = counter.reducer) =>
  replayStates(
    reducer,
    recording.startState,
    recording.actions.map(({ action }) => action),
  ).at(-1) ?? recording.startState;

describe('the session recorder', () => {
  it(`keeps the last ${RECORDING_LIMIT} actions with their times, and the state the first of them started from`, () => {
    const { store, recorder } = counterStore();
    for (let n = 1; n <= 600; n += 1) store.dispatch(counted(n));
    const recording = recorder.snapshot();
    expect(recording.actions).toHaveLength(RECORDING_LIMIT);
    expect(recording.actions[0]!.action).toEqual(counted(101));
    const times = recording.actions.map(({ timestamp }) => timestamp);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // 1 + … + 100 happened before the window.
    expect(recording.startState).toEqual({ count: 5050, note: '' });
    expect(replayToEnd(recording)).toEqual(store.getState());
    expect(recording.currentState).toEqual(store.getState());
  });

  it('drops the oldest actions past its byte budget too', () => {
    const { store, recorder } = counterStore({ byteBudget: 2_000 });
    for (let n = 0; n < 100; n += 1) store.dispatch(noted(`x${'y'.repeat(50)}${n}`));
    const { actions, bytes } = recorder.size();
    expect(bytes).toBeLessThanOrEqual(2_000);
    expect(actions).toBeLessThan(100);
    expect(replayToEnd(recorder.snapshot())).toEqual(store.getState());
  });

  it('redacts before it keeps anything', () => {
    const { store, recorder } = counterStore();
    store.dispatch(noted('asha@example.in'));
    store.dispatch(noted('ravi@example.in'));
    expect(JSON.stringify(recorder.snapshot())).not.toMatch(/asha|ravi/);
  });

  it('forgets an action the reducer refused, and lets the error through', () => {
    const { store, recorder } = counterStore();
    store.dispatch(counted(1));
    expect(() => store.dispatch(refused())).toThrow('refused');
    expect(recorder.snapshot().actions.map(({ action }) => action.type)).toEqual(['counter/counted']);
  });

  it('starts afresh after redux-persist’s start-up, whose action cannot be replayed', () => {
    const { store, recorder } = counterStore();
    store.dispatch(counted(2));
    store.dispatch({ type: PERSIST, register: () => undefined, rehydrate: () => undefined });
    store.dispatch(counted(3));
    const recording = recorder.snapshot();
    expect(recording.startState).toEqual({ count: 2, note: '' });
    expect(recording.actions.map(({ action }) => action)).toEqual([counted(3)]);
  });

  it('never stands in the way of the shop: a value it cannot record restarts the recording', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { store, recorder } = counterStore();
    store.dispatch(counted(1));
    // JSON cannot hold a BigInt; the serializable check is a development aid, not a guarantee.
    store.dispatch({ type: 'odd', payload: BigInt(1) });
    store.dispatch(counted(2));
    expect(store.getState().count).toBe(3);
    expect(recorder.snapshot().actions.map(({ action }) => action)).toEqual([counted(2)]);
    warn.mockRestore();
  });
});

describe('the recorder in the shop’s store', () => {
  it('records the shop’s actions and replays them to the store’s state through the app’s own reducer', () => {
    const store = setupStore();
    store.dispatch(sessionRestored({ hasToken: false }));
    store.dispatch(locationChanged('/cart'));
    store.dispatch(itemAdded({ id: 'p-1', name: 'Mat', image: '', price: 799, quantity: 1, selectedSize: '', selectedColor: '' }));
    store.dispatch(signedIn({ email: 'asha@example.in' }));
    store.dispatch(notify({ title: 'Added to cart' }));
    const recording = store.dispatch((_d, _g, extra) => extra.recorder!.snapshot());
    expect(recording.actions.map(({ action }) => action.type)).toEqual(
      expect.arrayContaining(['router/locationChanged', 'cart/itemAdded', 'auth/signedIn', 'ui/notify']),
    );
    const reducer = store.dispatch((_d, _g, extra) => extra.recorder!.createReducer());
    expect(replayToEnd(recording, reducer)).toEqual(redact(store.getState()));
    expect(JSON.stringify(recording)).not.toContain('asha@example.in');
  });

  it('carries a recording across a reload even when it holds a request of an endpoint the new page has not injected', () => {
    // A lazy route's endpoint (the product page's reviews) asked before a reload on a page that
    // never loaded that route: RTK Query's reducer cannot replay it there.
    const lazyRequest = {
      type: 'api/executeQuery/pending',
      meta: {
        arg: { type: 'query', endpointName: 'notInjectedOnThisPage', queryCacheKey: 'notInjectedOnThisPage(1)', originalArgs: 1 },
        requestId: 'r1',
        requestStatus: 'pending',
        startedTimeStamp: 1,
      },
    };
    // The page before the reload had the endpoint: its reducer took the request (kept as it was here).
    const appReducer = createRootReducer();
    const recorder = createSessionRecorder({ createReducer: createRootReducer, storage: window.sessionStorage });
    const before = configureStore({
      reducer: (state: ReturnType<typeof appReducer> | undefined, action: UnknownAction) =>
        action.type === lazyRequest.type && state ? state : appReducer(state, action),
      middleware: (gdm) => gdm({ serializableCheck: false }).concat(recorder.middleware),
    });
    before.dispatch(sessionRestored({ hasToken: false }));
    before.dispatch(lazyRequest);
    before.dispatch(notify({ title: 'before the reload' }));
    window.dispatchEvent(new Event('pagehide'));

    const after = setupStore(undefined, { recordingStorage: window.sessionStorage });
    after.dispatch(notify({ title: 'after the reload' }));
    const types = after.dispatch((_d, _g, extra) => extra.recorder!.snapshot()).actions.map(({ action }) => action.type);
    expect(types).toEqual(expect.arrayContaining(['api/executeQuery/pending', 'support/pageLoaded']));
    expect(types.indexOf('api/executeQuery/pending')).toBeLessThan(types.indexOf('support/pageLoaded'));
    // And the file for support is made from it ("Download file" waited forever when this threw).
    const file = after.dispatch((_d, _g, extra) => buildSupportFile(extra.recorder!.snapshot(), extra.recorder!.createReducer(), 'test'));
    expect(file).toContain('support/pageLoaded');
    window.sessionStorage.clear();
  });

  it('replays a visitor without a login token as signed out, as the shop saw it', () => {
    const store = setupStore();
    store.dispatch(sessionRestored({ hasToken: false }));
    const recording = store.dispatch((_d, _g, extra) => extra.recorder!.snapshot());
    const reducer = store.dispatch((_d, _g, extra) => extra.recorder!.createReducer());
    expect(replayToEnd(recording, reducer)).toMatchObject({ auth: { status: 'signedOut' } });
  });
});
