import { screen, waitFor } from '@testing-library/react';
import { prepareReport } from '@/features/support/supportThunks';
import { addProducts, shop } from '@/test/fakeShop';
import { rehydratedStore } from '@/test/rehydratedStore';
import { renderApp } from '@/test/renderWithProviders';

describe.each(['served', 'missing'] as const)('the support recording of a search (API search %s)', (mode) => {
  it('keeps the words searched for but not an e-mail address or phone number typed into the box', async () => {
    shop.search = mode;
    addProducts({ title: 'Cork Yoga Mat', category: 'Yoga Accessories' });
    const { store, persistor } = await rehydratedStore();
    const { user, router } = renderApp({ store, persistor, route: '/' });
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    const box = await screen.findByRole('combobox', { name: 'Search products' });
    await user.type(box, 'yoga mat asha.rao@mail.in +91 98765 43210');
    // Suggestions were asked for these words too: their cache keys are in the recording.
    await waitFor(() => expect(shop.calls).toContain('GET /search/suggest'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    await screen.findByRole('heading', { level: 1, name: /\d+ results? for 'yoga mat/ });

    const file = store.dispatch(prepareReport())!.text;
    expect(file).toContain('yoga mat [email] [phone]');
    expect(file).toContain('/search?q=yoga+mat+[email]+[phone]');
    expect(file).not.toMatch(/asha|mail\.in|98765|43210/);
    // The shopper's own device still has the words as typed.
    expect(store.getState().search.recent).toEqual(['yoga mat asha.rao@mail.in +91 98765 43210']);
  });
});
