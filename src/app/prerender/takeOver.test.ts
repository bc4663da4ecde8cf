import { waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { setupStore, startPersistence } from '@/app/store';
import { takeOverWhenReady } from './takeOver';

afterEach(() => {
  document.head.innerHTML = '';
});

test("the app takes over a prerendered page only once the route's screen has loaded, then drops the build's head tags", async () => {
  document.head.innerHTML = '<link rel="canonical" href="https://shop.example/" data-prerendered=""><meta name="theme-color" content="#1565c0">';
  let loadScreen: ((screen: { Component: () => null }) => void) | undefined;
  const router = createMemoryRouter([{ path: '/', lazy: () => new Promise((resolve) => (loadScreen = resolve)) }]);
  const persistor = startPersistence(setupStore());
  let ready = false;
  const takeOver = takeOverWhenReady(router, persistor).then(() => {
    ready = true;
  });

  // The stored cart is back, but the screen is not: rendering now would show the loading fallback.
  await waitFor(() => expect(persistor.getState().bootstrapped).toBe(true));
  await Promise.resolve();
  expect(ready).toBe(false);
  expect(document.head.querySelector('[data-prerendered]')).not.toBeNull();

  loadScreen?.({ Component: () => null });
  await takeOver;
  expect(document.head.querySelector('[data-prerendered]')).toBeNull();
  expect(document.head.querySelector('meta[name="theme-color"]')).not.toBeNull();
});

test('nor before the stored cart is back: PersistGate would draw nothing', async () => {
  const router = createMemoryRouter([{ path: '/', Component: () => null }]);
  const persistor = startPersistence(setupStore());
  expect(persistor.getState().bootstrapped).toBe(false);
  const bootstrappedAtTakeOver = await takeOverWhenReady(router, persistor).then(() => persistor.getState().bootstrapped);
  expect(bootstrappedAtTakeOver).toBe(true);
});
