import { screen } from '@testing-library/react';
import { setupStore } from '@/app/store';
import { useAppDispatch } from '@/state/hooks';
import { notify } from '@/state/notices';
import { renderWithProviders } from '@/test/renderWithProviders';

// notistack puts its stylesheet (goober's <style id="_goober">) into the page as its module runs:
// the tests below see whether it has been loaded. They share this file's module registry, in order.
// eslint-disable-next-line testing-library/no-node-access -- the library's stylesheet in <head> is the sign it was loaded; nothing on screen shows it
const notistackLoaded = () => document.getElementById('_goober') !== null;

function SaveButton() {
  const dispatch = useAppDispatch();
  return (
    <button type="button" onClick={() => dispatch(notify({ title: 'Saved', description: 'Your changes are kept.' }))}>
      Save
    </button>
  );
}

describe('the toast layer', () => {
  it('loads notistack with the first notice, not before, and shows that notice', async () => {
    const { user } = renderWithProviders(<SaveButton />);
    await screen.findByRole('button', { name: 'Save' });
    expect(notistackLoaded()).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.getByText('Your changes are kept.')).toBeInTheDocument();
    expect(notistackLoaded()).toBe(true);
  });

  it('shows the notices queued before the layer was there, then later ones', async () => {
    const store = setupStore();
    store.dispatch(notify({ title: 'Cart cleared' }));
    store.dispatch(notify({ title: 'Back online', variant: 'success' }));
    const { user } = renderWithProviders(<SaveButton />, { store });
    expect(await screen.findByText('Cart cleared')).toBeInTheDocument();
    expect(screen.getByText('Back online')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    // Each once: the later notice does not bring the earlier ones back.
    expect(screen.getAllByText('Cart cleared')).toHaveLength(1);
    expect(screen.getAllByText('Back online')).toHaveLength(1);
    expect(screen.getAllByText('Saved')).toHaveLength(1);
  });
});
