import type { createBrowserRouter } from 'react-router-dom';
import type { Persistor } from 'redux-persist';
import { PRERENDERED_ATTR } from './prerenderedAttr';

type Router = ReturnType<typeof createBrowserRouter>;

const once = (subscribe: (listener: () => void) => () => void, done: () => boolean) =>
  new Promise<void>((resolve) => {
    if (done()) return resolve();
    const unsubscribe = subscribe(() => {
      if (!done()) return;
      unsubscribe();
      resolve();
    });
  });

/**
 * Resolves when the app's first render draws the screen itself: the route's lazy screen has loaded
 * (else RouterProvider shows its loading fallback) and the stored cart is back (else PersistGate
 * draws nothing). Until then a prerendered first screen stays as it is; once rendering, React
 * replaces it in one commit. The build's head tags go too: the app renders the page's own.
 *
 * Rendering over the page rather than hydrating it: the client's first render differs on purpose
 * (the stored cart's badge, a signed-in header), which hydration would report as mismatches.
 */
export async function takeOverWhenReady(router: Router, persistor: Persistor): Promise<void> {
  await Promise.all([
    once(router.subscribe, () => router.state.initialized),
    once(persistor.subscribe, () => persistor.getState().bootstrapped),
  ]);
  for (const tag of document.head.querySelectorAll(`[${PRERENDERED_ATTR}]`)) tag.remove();
}
