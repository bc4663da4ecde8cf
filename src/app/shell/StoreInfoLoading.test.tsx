import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API } from '@/test/api';
import { buildStoreInfo } from '@/test/builders';
import { renderApp } from '@/test/renderWithProviders';
import { server } from '@/test/server';

/** Store info that fails until `recover` is called, counting the calls. */
function serveFlakyStoreInfo() {
  const state = { up: false, calls: 0 };
  server.use(
    http.get(`${API}/storeInfo`, () => {
      state.calls += 1;
      return state.up ? HttpResponse.json(buildStoreInfo({ storeName: 'Peak' })) : HttpResponse.json({ error: 'down' }, { status: 503 });
    }),
  );
  return state;
}

const banner = () => screen.findByRole('banner');

// Screens that read store info themselves (policies, contact, home) would fetch it again on their
// own; these tests use screens that do not, so only the layout's retries can bring the store back.

describe('store info in the header and footer', () => {
  it('shows skeletons while it loads, never the built-in brand first', async () => {
    let answer: () => void = () => undefined;
    server.use(
      http.get(
        `${API}/storeInfo`,
        () => new Promise<Response>((resolve) => (answer = () => resolve(HttpResponse.json(buildStoreInfo({ storeName: 'Peak' }))))),
      ),
    );
    renderApp({ route: '/cart' });
    const header = await banner();
    expect(within(header).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText(/Stride Sports/)).not.toBeInTheDocument();
    expect(within(screen.getByRole('contentinfo')).queryByText(/All rights reserved/)).not.toBeInTheDocument();
    // Nor the built-in categories: the shop's own replace skeletons.
    const nav = within(header).getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Men' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'All Products' })).toBeInTheDocument();
    act(() => answer());
    expect(await within(header).findByText('Peak')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Fitness Accessories' })).toBeInTheDocument();
    expect(screen.getByText(`© ${new Date().getFullYear()} Peak. All rights reserved.`)).toBeInTheDocument();
  });

  it('falls back to the built-in brand when it fails, and shows the real store on the next navigation', async () => {
    const storeInfo = serveFlakyStoreInfo();
    const { router } = renderApp({ route: '/cart' });
    const header = await banner();
    expect(await within(header).findByText('Stride Sports')).toBeInTheDocument();
    expect(await screen.findByText('Failed to load store information. Please refresh the page.')).toBeInTheDocument();
    storeInfo.up = true;
    await act(() => router.navigate('/track-order'));
    expect(await within(header).findByText('Peak')).toBeInTheDocument();
  });

  it.each([
    ['the window regains focus', () => window.dispatchEvent(new Event('focus'))],
    ['the browser comes back online', () => window.dispatchEvent(new Event('online'))],
  ])('tries again when %s after a failure', async (_case, event) => {
    const storeInfo = serveFlakyStoreInfo();
    renderApp({ route: '/cart' });
    const header = await banner();
    expect(await within(header).findByText('Stride Sports')).toBeInTheDocument();
    storeInfo.up = true;
    act(event);
    expect(await within(header).findByText('Peak')).toBeInTheDocument();
  });

  it('raises one failure notice per outage, not one per retry, and does not refetch a loaded record', async () => {
    const storeInfo = serveFlakyStoreInfo();
    const { router } = renderApp({ route: '/cart' });
    await screen.findByText('Failed to load store information. Please refresh the page.');
    const callsBefore = storeInfo.calls;
    await act(() => router.navigate('/track-order'));
    // The retry the navigation sent is answered while the store is still down.
    await waitFor(() => expect(storeInfo.calls).toBe(callsBefore + 1));

    // A focus sends no call while that retry runs; once it has failed, the next focus brings the
    // store back. So when the store's name shows, the retry's failure has been handled, and any
    // notice it raised would be on screen before it.
    storeInfo.up = true;
    const header = await banner();
    await waitFor(() => {
      window.dispatchEvent(new Event('focus'));
      expect(within(header).getByText('Peak')).toBeInTheDocument();
    });
    expect(screen.getAllByText('Failed to load store information. Please refresh the page.')).toHaveLength(1);
    const loadedCalls = storeInfo.calls;
    act(() => window.dispatchEvent(new Event('focus')));
    await act(() => router.navigate('/cart'));
    expect(storeInfo.calls).toBe(loadedCalls);
  });
});
