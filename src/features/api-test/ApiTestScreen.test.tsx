import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiBaseUrl } from '@/api/apiBase';
import { notify } from '@/state/notices';
import { API } from '@/test/api';
import { buildStoreInfo } from '@/test/builders';
import { renderApp } from '@/test/renderWithProviders';
import { server } from '@/test/server';

async function openApiTest() {
  const view = renderApp({ route: '/api-test' });
  await screen.findByRole('heading', { level: 1, name: 'API Connection Test' });
  return view;
}

describe('API connection test page', () => {
  it('shows the host and the backend URL in use', async () => {
    await openApiTest();
    expect(screen.getByText(window.location.host)).toBeInTheDocument();
    expect(screen.getByText(apiBaseUrl)).toBeInTheDocument();
    expect(apiBaseUrl).toBe(API);
    await waitFor(() => expect(document.title).toBe('API Connection Test | Stride Test Sports'));
  });

  it('calls the store-info endpoint on every click and reports success with the store name', async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/storeInfo`, () => {
        calls += 1;
        return HttpResponse.json(buildStoreInfo({ storeName: `Store call ${calls}` }));
      }),
    );
    const { user } = await openApiTest();
    // The header and the footer both show the store name; the header's copy marks the layout's own load.
    const mainNav = await screen.findByRole('navigation', { name: 'Main' });
    await within(mainNav).findByText('Store call 1');
    const button = screen.getByRole('button', { name: 'Test Connection' });

    await user.click(button);
    expect(await screen.findByText('Connection successful. Store: Store call 2')).toBeInTheDocument();
    await user.click(button);
    expect(await screen.findByText('Connection successful. Store: Store call 3')).toBeInTheDocument();
    expect(calls).toBe(3);
  });

  it('reports a failed request and logs it to the console', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await openApiTest();
    server.use(http.get(`${API}/storeInfo`, () => HttpResponse.json({ error: 'down' }, { status: 503 })));

    await user.click(screen.getByRole('button', { name: 'Test Connection' }));
    expect(await screen.findByText('Connection failed. Check console for details.')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('API connection test failed', expect.objectContaining({ status: 503 }));
    consoleError.mockRestore();
  });

  it('shows its own failure inline only, without the store-info failure toast', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, store } = await openApiTest();
    await within(await screen.findByRole('navigation', { name: 'Main' })).findByText('Stride Test Sports');
    server.use(http.get(`${API}/storeInfo`, () => HttpResponse.json({ error: 'down' }, { status: 503 })));

    await user.click(screen.getByRole('button', { name: 'Test Connection' }));
    expect(await screen.findByText('Connection failed. Check console for details.')).toBeInTheDocument();
    // Notices show in the order raised: once one raised after the failure shows, any the failure raised would too.
    act(() => void store.dispatch(notify({ title: 'Later notice' })));
    expect(await screen.findByText('Later notice')).toBeInTheDocument();
    expect(screen.queryByText('Failed to load store information. Please refresh the page.')).not.toBeInTheDocument();
    consoleError.mockRestore();
  });

  it('reports a network failure the same way', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await openApiTest();
    server.use(http.get(`${API}/storeInfo`, () => HttpResponse.error()));

    await user.click(screen.getByRole('button', { name: 'Test Connection' }));
    expect(await screen.findByText('Connection failed. Check console for details.')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });
});
