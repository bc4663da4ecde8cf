import { findNonSerializableValue, legacy_createStore as createStore } from '@reduxjs/toolkit';
import { ActionCreators, instrument, type LiftedState as DevtoolsLiftedState } from '@redux-devtools/instrument';
import { screen, waitFor, within } from '@testing-library/react';
import jsan from 'jsan';
import { createRootReducer, type AppStore } from '@/app/store';
import { captureDownloads } from '@/test/downloads';
import { seedCatalogue, shop } from '@/test/fakeShop';
import { rehydratedStore } from '@/test/rehydratedStore';
import { renderApp } from '@/test/renderWithProviders';
import { runShopperSession, SAMPLE_INPUTS } from '@/test/shopperSession';
import { redact } from '@/utils/redaction';
import { readSupportFile } from './readSupportFile';
import type { LiftedState, SupportFile } from './supportFile';
import { replayStates } from './supportFile';
import { prepareReport } from './supportThunks';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhc2hhIn0.c2lnbmVkLWJ5LXRoZS1zZXJ2ZXI';

let store: AppStore;
let downloaded: { name: string; text: string };
/** The redacted live state, taken in the same tick as a second export of the same store. */
let liveAtExport: unknown;
let sameTickFile: string;

beforeAll(async () => {
  shop.token = TOKEN;
  const products = seedCatalogue();
  const saved = captureDownloads();
  ({ store } = await rehydratedStore());
  // eslint-disable-next-line testing-library/no-render-in-lifecycle -- one long session shared by the tests below, which read its file, not the screen
  const view = renderApp({ store, route: '/products' });
  await runShopperSession(view, SAMPLE_INPUTS, products[0]!.title);

  await view.user.click(screen.getByRole('button', { name: 'Report a problem' }));
  const dialog = await screen.findByRole('dialog', { name: 'Report a problem' });
  await view.user.click(await within(dialog).findByRole('button', { name: 'Download file' }));
  await waitFor(() => expect(saved).toHaveLength(1));
  downloaded = { name: saved[0]!.name, text: await saved[0]!.text };

  liveAtExport = redact(store.getState());
  sameTickFile = store.dispatch(prepareReport())!.text;
  // Its own budget: one whole shopper session through every screen, up to minutes on a loaded 2-core machine.
}, 240_000);

afterAll(() => jest.restoreAllMocks());

const parse = (text: string) => JSON.parse(text) as SupportFile;
// As DevTools' Import reads it: jsan restores the objects the payload refers back to.
const liftedOf = (text: string) => jsan.parse(parse(text).payload) as LiftedState;

function replayToEnd(text: string) {
  const read = readSupportFile(text);
  if (!read.ok) throw new Error(read.message);
  const { startState, steps } = read.recording;
  return replayStates(
    createRootReducer(),
    startState,
    steps.map((step) => step.action),
  ).at(-1);
}

describe('a whole session, exported with “Report a problem”', () => {
  it('downloads one JSON file in Redux DevTools’ import format', () => {
    expect(downloaded.name).toMatch(/^support-recording-\d{4}-\d{2}-\d{2}-\d{2}-\d{2}-\d{2}\.json$/);
    const file = parse(downloaded.text);
    expect(typeof file.payload).toBe('string');
    expect(typeof file.preloadedState).toBe('string');
    const lifted = liftedOf(downloaded.text);
    expect(Object.keys(lifted).sort()).toEqual(
      [
        'actionsById',
        'committedState',
        'computedStates',
        'currentStateIndex',
        'nextActionId',
        'skippedActionIds',
        'stagedActionIds',
      ].sort(),
    );
    expect(lifted.stagedActionIds).toHaveLength(lifted.nextActionId);
    expect(lifted.computedStates).toHaveLength(lifted.nextActionId);
    expect(lifted.currentStateIndex).toBe(lifted.nextActionId - 1);
    expect(JSON.parse(file.preloadedState)).toEqual(lifted.committedState);
    expect(file.support).toMatchObject({ route: '/contact', actionCount: lifted.nextActionId - 1, appVersion: process.env.APP_VERSION });
  });

  it('records the journey’s steps and routes', () => {
    const types = Object.values(liftedOf(downloaded.text).actionsById).map(({ action }) => action.type);
    expect(types[0]).toBe('@@INIT');
    expect(types).toEqual(expect.arrayContaining(['persist/REHYDRATE', 'cart/itemAdded', 'auth/signedIn', 'router/locationChanged']));
    const paths = Object.values(liftedOf(downloaded.text).actionsById)
      .filter(({ action }) => action.type === 'router/locationChanged')
      .map(({ action }) => (action as unknown as { payload: string }).payload.split('?')[0]);
    expect(paths).toEqual(expect.arrayContaining(['/products', '/cart', '/login', '/checkout', '/payment', '/track-order', '/contact']));
  });

  it('replays every action in a fresh store to the session’s final state, redacted fields aside', () => {
    expect(replayToEnd(sameTickFile)).toEqual(liveAtExport);
    expect(replayToEnd(downloaded.text)).toEqual(parse(downloaded.text).support.stateAtExport);
  });

  it('is accepted by Redux DevTools’ own code, which computes the same states', () => {
    const devtools = createStore(createRootReducer(), instrument());
    const lifted = liftedOf(downloaded.text);
    devtools.liftedStore.dispatch(ActionCreators.importState(lifted as unknown as DevtoolsLiftedState<unknown, never, null>));
    const imported = devtools.liftedStore.getState();
    expect(imported.stagedActionIds).toEqual(lifted.stagedActionIds);
    expect(imported.computedStates.map((entry) => entry.error)).toEqual(lifted.computedStates.map(() => undefined));
    expect(imported.computedStates.map((entry) => entry.state)).toEqual(lifted.computedStates.map((entry) => entry.state));
    expect(devtools.getState()).toEqual(lifted.computedStates.at(-1)?.state);
  });

  it('leaves the whole store plain, serializable data', () => {
    const state = store.getState();
    expect(findNonSerializableValue(state)).toBe(false);
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });

  it('holds nothing the shopper typed', () => {
    const typed = [
      SAMPLE_INPUTS.email,
      SAMPLE_INPUTS.password,
      ...Object.values(SAMPLE_INPUTS.shipping),
      ...Object.values(SAMPLE_INPUTS.payer),
      '+919876543210',
      TOKEN,
    ];
    const text = [downloaded.text, parse(downloaded.text).payload].join('\n');
    for (const value of typed) expect(text).not.toContain(value);
  });
});
