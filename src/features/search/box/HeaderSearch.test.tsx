import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API } from '@/test/api';
import { addProducts, callsFromNow, shop } from '@/test/fakeShop';
import { gate } from '@/test/gate';
import { renderApp } from '@/test/renderWithProviders';
import { server } from '@/test/server';
import { fakeSuggest } from '@/test/fakeSearch';

// jsdom applies no media query: the header shows its phone layout, a Search button that opens the field.
async function openSearch(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Search' }));
  const box = await screen.findByRole('combobox', { name: 'Search products' });
  await waitFor(() => expect(box).toHaveFocus());
  return box;
}

const seed = () =>
  addProducts(
    { title: 'AeroStride Running Shoes', category: 'Sports Shoes', regularPrice: 5999, discountedPrice: 4499 },
    { title: 'Ridge Trail Running Shoes', category: 'Sports Shoes', regularPrice: 6499 },
    { title: 'Cork Yoga Mat', category: 'Yoga Accessories', regularPrice: 1499 },
  );

describe.each(['served', 'missing'] as const)('the header search box (API search %s)', (mode) => {
  beforeEach(() => {
    shop.search = mode;
  });

  it('suggests products with picture, name and price, and categories; arrow keys and Enter open one', async () => {
    const [aero] = seed();
    const { user, router } = renderApp({ route: '/' });
    const box = await openSearch(user);
    await user.type(box, 'runn');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(within(list).getByRole('option', { name: /AeroStride Running Shoes ₹4,499/ })).toBeInTheDocument();
    expect(within(list).getByRole('option', { name: 'All Sports Shoes' })).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{ArrowDown}');
    const first = within(list).getAllByRole('option')[0]!;
    expect(box).toHaveAttribute('aria-activedescendant', first.id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/product/${aero!.id}`));
  });
});

describe('the header search box', () => {
  it('is a form the browser can send itself to /search?q=… (before the app has the page)', async () => {
    renderApp({ route: '/' });
    // The wide screens' box (jsdom draws both layouts).
    const [form] = await screen.findAllByRole('search', { name: 'Products' });
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(within(form!).getByRole('searchbox', { name: 'Search products' })).toHaveAttribute('name', 'q');
  });

  it('opens /search?q=… on Enter with the words typed, and keeps them as a recent search that can be removed', async () => {
    seed();
    const { user, router } = renderApp({ route: '/' });
    const searchFor = async (typed: string, address: string) => {
      const box = await openSearch(user);
      await user.clear(box);
      await user.type(box, `${typed}{Enter}`);
      await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe(address));
    };
    /** What the box offers once emptied: the recent searches, newest first. */
    const recentSearches = async (box: HTMLElement) => {
      await user.clear(box);
      const list = await screen.findByRole('listbox', { name: 'Suggestions' });
      return within(list)
        .getAllByRole('option')
        .map((option) => option.textContent);
    };

    await searchFor('  runing   shoes ', '/search?q=runing+shoes');
    expect(await screen.findByRole('heading', { level: 1, name: "2 results for 'running shoes'" })).toBeInTheDocument();
    const box = await openSearch(user);
    expect(box).toHaveValue('runing shoes');
    expect(await recentSearches(box)).toEqual(['runing shoes']);

    await user.keyboard('{Escape}{Escape}');
    await searchFor('yoga mat', '/search?q=yoga+mat');
    expect(await recentSearches(await openSearch(user))).toEqual(['yoga mat', 'runing shoes']);
    await user.keyboard('{ArrowDown}{ArrowDown}{Delete}');
    const list = screen.getByRole('listbox', { name: 'Suggestions' });
    await waitFor(() => expect(within(list).queryByText('runing shoes')).not.toBeInTheDocument());
    expect(within(list).getByText('yoga mat')).toBeInTheDocument();
    // Gone from the searches kept, not only from this list: the box offers it no more when opened again.
    await user.keyboard('{Escape}{Escape}');
    expect(await recentSearches(await openSearch(user))).toEqual(['yoga mat']);
  });

  it('Escape closes the list, then the phone field', async () => {
    seed();
    const { user } = renderApp({ route: '/' });
    const box = await openSearch(user);
    await user.type(box, 'yoga');
    await screen.findByRole('listbox', { name: 'Suggestions' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Search products' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('asks once typing pauses, and never shows a late answer for earlier words', async () => {
    seed();
    const first = gate();
    const asked: string[] = [];
    server.use(
      http.get(`${API}/search/suggest`, async ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query.get('q') ?? '');
        if (query.get('q') === 'yoga') await first.opened;
        return HttpResponse.json(fakeSuggest(shop.products, query));
      }),
    );
    const { user } = renderApp({ route: '/' });
    const box = await openSearch(user);
    await user.type(box, 'yoga');
    await waitFor(() => expect(asked).toEqual(['yoga']));
    await user.clear(box);
    await user.type(box, 'running');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(within(list).getByRole('option', { name: /AeroStride/ })).toBeInTheDocument();
    await act(async () => first.open());
    await waitFor(() => expect(asked).toEqual(['yoga', 'running']));
    expect(within(list).queryByRole('option', { name: /Yoga Mat/ })).not.toBeInTheDocument();
  });

  it('says offline that search needs a connection, and sends nothing', async () => {
    seed();
    const calls = callsFromNow();
    const { user, router } = renderApp({ route: '/' });
    const box = await openSearch(user);
    act(() => void window.dispatchEvent(new Event('offline')));
    await user.type(box, 'yoga{Enter}');
    expect(await screen.findByText('Search needs a connection. Try again when you are back online.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(calls().filter((call) => call.includes('search'))).toEqual([]);
    act(() => void window.dispatchEvent(new Event('online')));
  });
});
