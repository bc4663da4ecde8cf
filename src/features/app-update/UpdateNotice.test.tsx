import { screen } from '@testing-library/react';
import { setupStore } from '@/app/store';
import { renderApp } from '@/test/renderWithProviders';
import { updateWaiting } from './updateSlice';

describe('the update notice', () => {
  it('shows nothing while no newer build waits', async () => {
    renderApp({ route: '/contact' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText('A new version is available')).not.toBeInTheDocument();
  });

  it('offers Reload once a newer build waits, and goes when the shopper takes it', async () => {
    const store = setupStore();
    store.dispatch(updateWaiting());
    const { user } = renderApp({ store, route: '/contact' });
    expect(await screen.findByText('A new version is available')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(screen.queryByText('A new version is available')).not.toBeInTheDocument();
  });

  it('shows in the sign-in layout too', async () => {
    const store = setupStore();
    store.dispatch(updateWaiting());
    renderApp({ store, route: '/login' });
    expect(await screen.findByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
