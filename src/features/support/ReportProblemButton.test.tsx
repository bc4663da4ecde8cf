import { render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { AppProviders } from '@/app/AppProviders';
import { setupStore } from '@/app/store';
import { signedIn } from '@/features/auth/authSlice';
import { API } from '@/test/api';
import { captureDownloads } from '@/test/downloads';
import { renderApp } from '@/test/renderWithProviders';
import { server } from '@/test/server';
import { version } from '../../../package.json';

afterEach(() => jest.restoreAllMocks());

describe('Report a problem', () => {
  it('shows what will be shared, then saves it as a file and says where to send it', async () => {
    const saved = captureDownloads();
    const view = renderApp({ route: '/contact' });
    view.store.dispatch(signedIn({ email: 'asha.rao@example.in' }));
    await view.user.click(await screen.findByRole('button', { name: 'Report a problem' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report a problem' });

    await within(dialog).findByText('Page');
    const detail = (term: string) => within(dialog).getByText(term).nextElementSibling?.textContent;
    expect(detail('Page')).toBe('/contact');
    expect(detail('App version')).toBe(version);
    expect(detail('Time span')).toMatch(/^\d\d:\d\d:\d\d – \d\d:\d\d:\d\d \(\d+ s\)$/);
    expect(Number(detail('Steps recorded'))).toBeGreaterThan(3);
    expect(detail('File size')).toMatch(/KB$/);
    expect(
      within(within(dialog).getByRole('region', { name: 'Latest steps' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toContain('auth/signedIn');
    const preview = within(dialog).getByLabelText('Redacted preview').textContent;
    expect(preview).toContain('"email": "[redacted]"');
    expect(preview).not.toContain('asha.rao');

    await view.user.click(await within(dialog).findByRole('button', { name: 'Download file' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toMatch(/^support-recording-.*\.json$/);
    expect(JSON.parse(await saved[0]!.text)).toHaveProperty('support.route', '/contact');
    expect(await screen.findByText('Recording saved')).toBeInTheDocument();
    expect(screen.getByText('Send the file to care@stride.test with a few words about what went wrong.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes without saving anything on Cancel', async () => {
    const saved = captureDownloads();
    const { user } = renderApp({ route: '/contact' });
    await user.click(await screen.findByRole('button', { name: 'Report a problem' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Page');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saved).toEqual([]);
  });

  const inMain = () => within(screen.getByRole('main'));

  it('is offered on the 404 page', async () => {
    renderApp({ route: '/no-such-page' });
    await screen.findByRole('heading', { name: 'Oops! Page not found' });
    expect(inMain().getByRole('button', { name: 'Report a problem' })).toBeInTheDocument();
  });

  it('is offered when the product list fails', async () => {
    server.use(http.get(`${API}/products`, () => HttpResponse.json({ error: 'down' }, { status: 500 })));
    renderApp({ route: '/products' });
    await screen.findByText('Failed to load products. Please try again.');
    const alert = screen.getAllByRole('alert').find((element) => element.textContent?.includes('Failed to load products.'));
    expect(within(alert!).getByRole('button', { name: 'Report a problem' })).toBeInTheDocument();
  });

  it('is offered by the payment error view', async () => {
    renderApp({ route: '/payment', session: 'signedIn' });
    await screen.findByText('Order ID is missing. Please return to checkout.');
    expect(inMain().getByRole('button', { name: 'Report a problem' })).toBeInTheDocument();
  });

  it('is offered when a screen crashes', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('broken screen');
    }
    render(
      <AppProviders store={setupStore()} persistor={null}>
        <Broken />
      </AppProviders>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Report a problem' })).toBeInTheDocument();
  });
});
