import type { Dispatch } from '@reduxjs/toolkit';
import { Workbox } from 'workbox-window';
import { updateWaiting } from './updateSlice';

/** The registered worker's Workbox; null while none is registered (refused, absent, or not yet). */
let workbox: Workbox | null = null;
const UPDATE_CHECK_MS = 60 * 60 * 1000;
const ignore = () => undefined;

/** The browser's worker container, or null where there is none (reading it throws in some sandboxed frames). */
function serviceWorkerContainer(): ServiceWorkerContainer | null {
  try {
    return navigator.serviceWorker ?? null;
  } catch {
    return null;
  }
}

/**
 * Registers /sw.js (production builds only: see src/index.tsx). A newer build waiting to take over
 * is told to the store, which shows the update notice; nothing reloads by itself, so a checkout
 * form being filled is never thrown away.
 *
 * A browser may refuse workers: private windows, enterprise policies and privacy tools leave
 * `navigator.serviceWorker` out, make `register` reject, or make it resolve with nothing (which
 * Workbox then reads `.waiting` from). Such a browser gets the shop without offline support, and
 * nothing is thrown: the promise resolves either way, and the update notice never shows.
 */
export async function registerServiceWorker(dispatch: Dispatch): Promise<void> {
  if (!serviceWorkerContainer()) return;
  const candidate = new Workbox('/sw.js', { scope: '/' });
  candidate.addEventListener('waiting', () => dispatch(updateWaiting()));
  candidate.addEventListener('activated', (event) => {
    if (event.isUpdate) return;
    // The first install took over after this page had already fetched store info and products:
    // ask the worker to store them (its own routes decide which URLs may be kept).
    const urlsToCache = performance.getEntriesByType('resource').map((entry) => entry.name);
    candidate.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache } }).catch(ignore);
  });
  const registration = await candidate.register().catch(ignore);
  if (!registration) return;
  workbox = candidate;
  // Browsers look for a new sw.js only on navigations, which a single-page app rarely makes:
  // look again whenever the shopper comes back to the tab, and every hour it stays open. Offline,
  // the look fails; the next one tries again.
  const checkForUpdate = () => void candidate.update().catch(ignore);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') checkForUpdate();
  });
  window.setInterval(checkForUpdate, UPDATE_CHECK_MS);
}

/** The shopper pressed Reload: the waiting worker takes over, then the page loads the new build. */
export async function applyUpdate() {
  if (!workbox) return;
  const registration = await serviceWorkerContainer()?.getRegistration().catch(ignore);
  if (!registration?.waiting) {
    // Another tab already switched to the new build: loading it again is all that is left.
    window.location.reload();
    return;
  }
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  workbox.messageSkipWaiting();
}
