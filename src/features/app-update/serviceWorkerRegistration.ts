import type { Dispatch } from '@reduxjs/toolkit';
import { Workbox } from 'workbox-window';
import { updateWaiting } from './updateSlice';

let workbox: Workbox | null = null;
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers /sw.js (production builds only: see src/index.tsx). A newer build waiting to take over
 * is told to the store, which shows the update notice; nothing reloads by itself, so a checkout
 * form being filled is never thrown away.
 */
export function registerServiceWorker(dispatch: Dispatch) {
  if (!('serviceWorker' in navigator)) return;
  workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => dispatch(updateWaiting()));
  workbox.addEventListener('activated', (event) => {
    if (event.isUpdate) return;
    // The first install took over after this page had already fetched store info and products:
    // ask the worker to store them (its own routes decide which URLs may be kept).
    const urlsToCache = performance.getEntriesByType('resource').map((entry) => entry.name);
    void workbox?.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache } });
  });
  void workbox.register();
  // Browsers look for a new sw.js only on navigations, which a single-page app rarely makes:
  // look again whenever the shopper comes back to the tab, and every hour it stays open.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void workbox?.update();
  });
  window.setInterval(() => void workbox?.update(), UPDATE_CHECK_MS);
}

/** The shopper pressed Reload: the waiting worker takes over, then the page loads the new build. */
export async function applyUpdate() {
  if (!workbox) return;
  const registration = await navigator.serviceWorker?.getRegistration();
  if (!registration?.waiting) {
    // Another tab already switched to the new build: loading it again is all that is left.
    window.location.reload();
    return;
  }
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  workbox.messageSkipWaiting();
}
