import { legacy_createStore as createStore, type UnknownAction } from '@reduxjs/toolkit';
import { ActionCreators, instrument, type LiftedState as DevtoolsLiftedState } from '@redux-devtools/instrument';
import { act, screen, waitFor, within } from '@testing-library/react';
import jsan from 'jsan';
import { readTokenCookie } from '@/api/tokenCookie';
import { createRootReducer, setupStore, startPersistence } from '@/app/store';
import { sessionRestored } from '@/features/auth/authSlice';
import { captureDownloads } from '@/test/downloads';
import { seedCatalogue, signUp } from '@/test/fakeShop';
import { renderApp } from '@/test/renderWithProviders';
import { readSupportFile } from './readSupportFile';
import { RECORDING_STORAGE_KEY } from './recordingStorage';
import type { LiftedState, SupportFile } from './supportFile';
import { replayStates } from './supportFile';

const EMAIL = 'meera.krishnan@example.in';
const PASSWORD = 'reload-secret-42';

/** One page load of the shop in this tab: a new store reading the tab's storage, as src/index.tsx builds it. */
async function loadPage(path: string) {
  window.history.replaceState(null, '', path);
  const store = setupStore(undefined, { recordingStorage: window.sessionStorage });
  const persistor = startPersistence(store);
  store.dispatch(sessionRestored({ hasToken: readTokenCookie() !== null }));
  await waitFor(() => expect(persistor.getState().bootstrapped).toBe(true));
  return renderApp({ store, persistor, route: path, session: 'unknown' });
}

/** The shopper leaves the page (a reload): the browser fires pagehide, then the page is gone. */
function leavePage(view: Awaited<ReturnType<typeof loadPage>>) {
  act(() => {
    window.dispatchEvent(new Event('pagehide'));
  });
  view.unmount();
}

async function exportFile(view: Awaited<ReturnType<typeof loadPage>>, saved: ReturnType<typeof captureDownloads>) {
  await view.user.click(await screen.findByRole('button', { name: 'Report a problem' }));
  const dialog = await screen.findByRole('dialog', { name: 'Report a problem' });
  await view.user.click(await within(dialog).findByRole('button', { name: 'Download file' }));
  await waitFor(() => expect(saved).toHaveLength(1));
  return saved[0]!.text;
}

afterEach(() => {
  jest.restoreAllMocks();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('a support recording across a reload', () => {
  it('holds the sign-in and the add to cart made before the reload, with one page-load boundary and nothing private', async () => {
    const [product] = seedCatalogue();
    signUp({ email: EMAIL }, PASSWORD);
    const saved = captureDownloads();

    // eslint-disable-next-line testing-library/render-result-naming-convention -- two page loads in one test, named by when
    const before = await loadPage('/login');
    await before.user.type(await screen.findByRole('textbox', { name: /^Email/ }), EMAIL);
    await before.user.type(screen.getByLabelText(/^Password/), PASSWORD);
    await before.user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(before.store.getState().auth.status).toBe('signedIn'));
    await act(() => before.router.navigate(`/product/${product!.id}`));
    await before.user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(before.router.state.location.pathname).toBe('/cart'));
    leavePage(before);

    // eslint-disable-next-line testing-library/render-result-naming-convention -- two page loads in one test, named by when
    const after = await loadPage('/cart');
    // The page itself comes back from storage as before: the cart still holds the product.
    expect(await within(await screen.findByRole('list', { name: 'Cart items' })).findByText(product!.title)).toBeInTheDocument();
    const text = await exportFile(after, saved);

    const file = JSON.parse(text) as SupportFile;
    const lifted = jsan.parse(file.payload) as LiftedState;
    const actions = lifted.stagedActionIds.map((id) => lifted.actionsById[id]!.action);
    const types = actions.map((action) => action.type);
    expect(types).toEqual(expect.arrayContaining(['auth/signedIn', 'cart/itemAdded']));
    expect(types.filter((type) => type === 'support/pageLoaded')).toHaveLength(1);
    const boundary = types.indexOf('support/pageLoaded');
    expect(types.lastIndexOf('cart/itemAdded')).toBeLessThan(boundary);
    expect(actions[boundary]).toMatchObject({ payload: { path: '/cart' } });

    // The state after the boundary is the new page's own, not a continuation of the last one.
    const states = replayStates(createRootReducer(), lifted.committedState, actions);
    expect(states[boundary]).toEqual((actions[boundary] as UnknownAction & { payload: { state: unknown } }).payload.state);
    expect(states[boundary]).toMatchObject({ auth: { status: 'unknown' }, cart: { lines: [] }, router: { path: '' } });
    expect(states[boundary - 1]).toMatchObject({ auth: { status: 'signedIn' }, cart: { lines: [{ id: product!.id }] } });
    expect(states.at(-1)).toMatchObject({
      auth: { status: 'signedIn' },
      cart: { lines: [{ id: product!.id }] },
      router: { path: '/cart' },
    });

    // Support's replay and Redux DevTools' import both go across it.
    const read = readSupportFile(text);
    if (!read.ok) throw new Error(read.message);
    const replayed = replayStates(
      createRootReducer(),
      read.recording.startState,
      read.recording.steps.map((step) => step.action),
    );
    expect(replayed.at(-1)).toEqual(file.support.stateAtExport);
    const devtools = createStore(createRootReducer(), instrument());
    devtools.liftedStore.dispatch(ActionCreators.importState(lifted as unknown as DevtoolsLiftedState<unknown, never, null>));
    expect(devtools.liftedStore.getState().computedStates.map((entry) => entry.error)).toEqual(lifted.computedStates.map(() => undefined));
    expect(devtools.getState()).toEqual(lifted.computedStates.at(-1)?.state);

    const stored = Object.keys(window.sessionStorage).filter((key) => key.startsWith(RECORDING_STORAGE_KEY));
    expect(stored.length).toBeGreaterThan(2);
    const haystack = [text, file.payload, ...stored.map((key) => window.sessionStorage.getItem(key))].join('\n').toLowerCase();
    expect([EMAIL, PASSWORD, 'fake-shop-token'].filter((secret) => haystack.includes(secret.toLowerCase()))).toEqual([]);
  });
});
