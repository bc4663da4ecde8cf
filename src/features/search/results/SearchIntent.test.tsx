import { screen, waitFor, within } from '@testing-library/react';
import { addProducts, shop } from '@/test/fakeShop';
import { renderWithProviders } from '@/test/renderWithProviders';
import { server } from '@/test/server';
import { mockViewportWidth, restoreViewport } from '@/test/viewport';
import { SearchScreen } from './SearchScreen';

const attrs = (sizes: string[], colors: string[]) => [
  { id: 'a1', key: 'size', value: sizes, metricUnit: null },
  { id: 'a2', key: 'color', value: colors, metricUnit: null },
];

/** Two red running shoes either side of ₹2,000, a white one and a mat. */
function seedShop() {
  addProducts(
    { title: 'Tempo Running Shoes', category: 'Sports Shoes', regularPrice: 1899, attributes: attrs(['UK 9'], ['Red']) },
    { title: 'Blaze Running Shoes', category: 'Sports Shoes', regularPrice: 3999, attributes: attrs(['UK 8'], ['Red']) },
    { title: 'CloudPace Running Shoes', category: 'Sports Shoes', regularPrice: 1499, attributes: attrs(['UK 9'], ['White']) },
    { title: 'Cork Yoga Mat', category: 'Yoga Accessories', regularPrice: 1499, attributes: attrs(['One Size'], ['Brown']) },
  );
}

/** The words of every `GET /search` sent from now on. */
function searchedWords() {
  const words: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/search')) words.push(url.searchParams.get('q') ?? '');
  };
  server.events.on('request:start', listener);
  return { words, stop: () => server.events.removeListener('request:start', listener) };
}

const renderSearch = (route: string) => renderWithProviders(<SearchScreen />, { route, path: '/search' });
const chipNames = () =>
  within(screen.getByRole('list', { name: 'Filters in use' }))
    .getAllByRole('button')
    .map((chip) => chip.textContent);

afterEach(restoreViewport);

describe.each(['served', 'missing'] as const)('words read as filters (API search %s)', (mode) => {
  beforeEach(() => {
    shop.search = mode;
    seedShop();
    mockViewportWidth(1280);
  });

  it('shows a chip per word read as a filter, and removing one searches again without its words, kept in the URL', async () => {
    const searched = searchedWords();
    const { user, router } = renderSearch('/search?q=red%20running%20shoes%20under%202000');
    expect(await screen.findByRole('heading', { level: 1, name: "1 result for 'red running shoes under 2000'" })).toBeInTheDocument();
    expect(chipNames()).toEqual(['Red', 'Under ₹2,000', 'Clear all']);

    const price = screen.getByRole('button', { name: 'Under ₹2,000' });
    // The chip's × is MUI's delete icon, a pointer target without a role of its own (the chip is the button).
    await user.click(within(price).getByTestId('CancelIcon'));
    await waitFor(() => expect(router.state.location.search).toBe('?q=red+running+shoes'));
    expect(await screen.findByRole('heading', { level: 1, name: "2 results for 'red running shoes'" })).toBeInTheDocument();
    expect(chipNames()).toEqual(['Red', 'Clear all']);
    searched.stop();
    if (mode === 'served') expect(searched.words).toEqual(['red running shoes under 2000', 'red running shoes']);
  });

  it('removes a chip from the keyboard with Delete, as the other filter chips', async () => {
    const { user, router } = renderSearch('/search?q=red%20running%20shoes%20under%202000&size=UK%209');
    expect(await screen.findByRole('heading', { level: 1, name: "1 result for 'red running shoes under 2000'" })).toBeInTheDocument();
    expect(chipNames()).toEqual(['Red', 'Under ₹2,000', 'Size: UK 9', 'Clear all']);
    // Reached from the keyboard: the sort menu, then the first chip.
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Red' })).toHaveFocus();
    await user.keyboard('{Delete}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=running+shoes+under+2000&size=UK+9'));
    expect(await screen.findByRole('heading', { level: 1, name: "2 results for 'running shoes under 2000'" })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=running+shoes'));
  });

  it('says in one sentence what was searched and what is shown when nothing matched every word', async () => {
    renderSearch('/search?q=zumba%20running%20shoes');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: "No results for 'zumba running shoes' — showing 3 results for 'running shoes'",
      }),
    ).toBeInTheDocument();
    // Nothing else says how many were found, nor that nothing was.
    expect(screen.queryByText(/results for 'zumba running shoes'$/)).not.toBeInTheDocument();
    expect(screen.getAllByText(/No results for/)).toHaveLength(1);
    expect(screen.getByRole('list', { name: "3 results for 'running shoes'" })).toBeInTheDocument();
  });
});
