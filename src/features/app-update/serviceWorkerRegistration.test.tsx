import { act, screen } from '@testing-library/react';
import { setupStore } from '@/app/store';
import { renderApp } from '@/test/renderWithProviders';
import { registerServiceWorker } from './serviceWorkerRegistration';

/**
 * Browsers that refuse service workers, as they really do: Firefox private windows and enterprise
 * policies reject `register`, Playwright's `serviceWorkers: 'block'` (and some privacy tools) make it
 * resolve with nothing, and some browsers have no `navigator.serviceWorker` at all.
 */
const REFUSALS = {
  'register rejects': () => Promise.reject(new DOMException('The operation is insecure.', 'SecurityError')),
  'register resolves with nothing': () => Promise.resolve(undefined),
} as const;

function installWorkerContainer(register: () => Promise<unknown>) {
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { controller: null, register, addEventListener: () => undefined, getRegistration: () => Promise.resolve(undefined) },
  });
}

/** Rejections nobody handled, as Node reports them once the microtasks have run. */
function watchUnhandledRejections() {
  const seen: unknown[] = [];
  const listener = (reason: unknown) => seen.push(reason);
  process.on('unhandledRejection', listener);
  return {
    seen,
    // One macrotask: Node reports unhandled rejections after the microtask queue drains.
    settled: () => new Promise<void>((resolve) => setTimeout(resolve, 0)),
    stop: () => process.off('unhandledRejection', listener),
  };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe.each(Object.entries(REFUSALS))('a browser that refuses service workers (%s)', (_name, register) => {
  it('raises no error, never shows the update notice, and still says when it is offline', async () => {
    installWorkerContainer(register);
    const store = setupStore();
    renderApp({ store, route: '/contact' });
    await screen.findByRole('heading', { level: 1 });
    const rejections = watchUnhandledRejections();
    await act(async () => {
      await expect(registerServiceWorker(store.dispatch)).resolves.toBeUndefined();
      await rejections.settled();
    });
    rejections.stop();
    expect(rejections.seen).toEqual([]);

    expect(screen.queryByText('A new version is available')).not.toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(await screen.findByText(/^You're offline\./)).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByText(/^You're offline\./)).not.toBeInTheDocument();
  });
});

it('a browser without service workers gets the shop without them, and no error', async () => {
  expect('serviceWorker' in navigator).toBe(false);
  const rejections = watchUnhandledRejections();
  await expect(registerServiceWorker(setupStore().dispatch)).resolves.toBeUndefined();
  await rejections.settled();
  rejections.stop();
  expect(rejections.seen).toEqual([]);
});
