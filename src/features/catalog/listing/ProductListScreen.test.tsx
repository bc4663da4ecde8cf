import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API } from '@/test/api';
import { buildProduct } from '@/test/builders';
import { gate } from '@/test/gate';
import { renderApp, renderWithProviders } from '@/test/renderWithProviders';
import { server } from '@/test/server';
import type { ProductDto } from '../../../../server/src/contracts';
import { ProductListScreen } from './ProductListScreen';

type Answer = (query: URLSearchParams) => { data: ProductDto[]; total: number } | 'error';

/** Serves /products from `answer`, recording each query; the limit-100 discovery call gets `discovery`. */
function serveProducts(answer: Answer, discovery: ProductDto[] = []) {
  const requests: URLSearchParams[] = [];
  server.use(
    http.get(`${API}/products`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      requests.push(query);
      if (query.get('limit') === '100') return HttpResponse.json({ data: discovery, pagination: { total: discovery.length } });
      const result = answer(query);
      if (result === 'error') return HttpResponse.json({ error: 'down' }, { status: 500 });
      return HttpResponse.json({ data: result.data, pagination: { total: result.total } });
    }),
  );
  const listCalls = () => requests.filter((query) => query.get('limit') === '12').map((query) => Object.fromEntries(query));
  return { requests, listCalls };
}

const page =
  (count: number, total = count) =>
  () => ({
    data: Array.from({ length: count }, () => buildProduct()),
    total,
  });

const heading = () => screen.findByRole('heading', { level: 1 });

const renderProducts = (route: string) => renderWithProviders(<ProductListScreen />, { route, path: '/products' });

describe('Products: heading and filters', () => {
  it.each([
    ['/products', 'All Products'],
    ['/products?category=men', "Men's Ethnic Wear"],
    ['/products?category=women', "Women's Ethnic Wear"],
    ['/products?category=sports%20shoes', 'Sports Shoes'],
    ['/products?category=men&parentCategory=Kurtas', 'Kurtas'],
    ['/products?featured=true', 'Featured Products'],
  ])('%s is headed %s', async (route, expected) => {
    serveProducts(page(2));
    renderProducts(route);
    expect(await heading()).toHaveTextContent(expected);
  });

  it.each([
    ['men', { gender: 'Men' }],
    ['women', { gender: 'Women' }],
    ['accessories', { filter: 'Accessories,Personal Care,Home,null,Unisex' }],
    ['sports shoes', {}],
  ])('asks for 12 of category %s with its filter', async (category, extra) => {
    const { listCalls } = serveProducts(page(2));
    renderProducts(`/products?category=${encodeURIComponent(category)}&page=2`);
    await waitFor(() => expect(listCalls()).toEqual([{ page: '2', limit: '12', category, ...extra }]));
  });

  it('passes featured=true on to the API', async () => {
    const { listCalls } = serveProducts(page(2));
    renderProducts('/products?featured=true');
    await waitFor(() => expect(listCalls()).toEqual([{ page: '1', limit: '12', featured: 'true' }]));
  });
});

describe('Products: sub-categories', () => {
  const discovery = ['Kurtas', 'Jackets', 'Kurtas', null].map((parentCategory) => buildProduct({ parentCategory }));

  it('offers the parent categories of up to 100 products; choosing one filters and goes back to page 1', async () => {
    const { requests, listCalls } = serveProducts(page(3), discovery);
    const { user, router } = renderProducts('/products?category=men&page=3');
    const subCategory = await screen.findByRole('combobox', { name: 'Sub-category' });
    const options = within(subCategory)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['All', 'Kurtas', 'Jackets']);
    expect(Object.fromEntries(requests.find((query) => query.get('limit') === '100') ?? [])).toEqual({
      page: '1',
      limit: '100',
      category: 'men',
    });

    await user.selectOptions(subCategory, 'Jackets');
    expect(router.state.location.search).toBe('?category=men&parentCategory=Jackets');
    expect(await heading()).toHaveTextContent('Jackets');
    await waitFor(() =>
      expect(listCalls().at(-1)).toEqual({ page: '1', limit: '12', category: 'men', gender: 'Men', parentCategory: 'Jackets' }),
    );
  });

  it('clears the sub-category with All', async () => {
    serveProducts(page(3), discovery);
    const { user, router } = renderProducts('/products?category=men&parentCategory=Kurtas');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Sub-category' }), 'All');
    expect(router.state.location.search).toBe('?category=men');
    expect(await heading()).toHaveTextContent("Men's Ethnic Wear");
  });

  it('shows no sub-category choice without a category', async () => {
    serveProducts(page(3));
    renderProducts('/products');
    await screen.findAllByRole('article');
    expect(screen.queryByRole('combobox', { name: 'Sub-category' })).not.toBeInTheDocument();
  });
});

describe('Products: states', () => {
  it('shows 12 skeleton cards while loading, then the cards', async () => {
    const answer = gate();
    server.use(
      http.get(`${API}/products`, async () => {
        await answer.opened;
        return HttpResponse.json({ data: [buildProduct({ title: 'Late Rope' })], pagination: { total: 1 } });
      }),
    );
    renderProducts('/products');
    await waitFor(() => expect(screen.getAllByTestId('product-card-skeleton')).toHaveLength(12));
    answer.open();
    expect(await screen.findByRole('article', { name: 'Late Rope' })).toBeInTheDocument();
    expect(screen.queryByTestId('product-card-skeleton')).not.toBeInTheDocument();
  });

  it('shows the error state, and Try Again reloads', async () => {
    let fail = true;
    serveProducts(() => (fail ? 'error' : { data: [buildProduct({ title: 'Bottle' })], total: 1 }));
    const { user } = renderProducts('/products');
    expect(await screen.findByText('Failed to load products. Please try again.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Bottle' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load products. Please try again.')).not.toBeInTheDocument();
  });

  it('shows the empty state with Clear Filters when a sub-category is set', async () => {
    serveProducts(
      (query) => (query.get('parentCategory') ? { data: [], total: 0 } : page(2)()),
      [buildProduct({ parentCategory: 'Bags' })],
    );
    const { user, router } = renderProducts('/products?category=accessories&parentCategory=Bags');
    expect(await screen.findByText('No products found with the selected filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(router.state.location.search).toBe('?category=accessories');
    expect(await screen.findAllByRole('article')).toHaveLength(2);
  });

  it('shows the empty state without Clear Filters when no sub-category is set', async () => {
    serveProducts(() => ({ data: [], total: 0 }));
    renderProducts('/products?category=nothing');
    expect(await screen.findByText('No products found with the selected filters.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).not.toBeInTheDocument();
  });
});

describe('Products: pagination', () => {
  const twentyPages = page(2, 240);
  const pageButtons = async () => {
    const nav = await screen.findByRole('navigation', { name: 'Pagination' });
    // MUI's ellipsis is a bare list item, not a button.
    /* eslint-disable testing-library/no-node-access */
    const items = Array.from(nav.querySelectorAll('li')).filter((item) => !item.querySelector('button[aria-label$="page"]'));
    /* eslint-enable testing-library/no-node-access */
    return items.map((item) => item.textContent);
  };

  it.each([
    [1, ['1', '2', '3', '…', '20'], 'Showing 1 to 12 of 240 items'],
    [10, ['1', '…', '8', '9', '10', '11', '12', '…', '20'], 'Showing 109 to 120 of 240 items'],
    [20, ['1', '…', '18', '19', '20'], 'Showing 229 to 240 of 240 items'],
  ])('on page %i of 20 offers %j', async (current, expected, showing) => {
    serveProducts(twentyPages);
    renderProducts(`/products?page=${current}`);
    expect(await pageButtons()).toEqual(expected);
    expect(screen.getByRole('button', { name: `Page ${current}` })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText(showing)).toBeInTheDocument();
    const previous = screen.getByRole('button', { name: 'Previous page' });
    const next = screen.getByRole('button', { name: 'Next page' });
    if (current === 1) expect(previous).toBeDisabled();
    else expect(previous).toBeEnabled();
    if (current === 20) expect(next).toBeDisabled();
    else expect(next).toBeEnabled();
  });

  it('changes page through the URL and scrolls smoothly to the top; back returns to the page before', async () => {
    const { listCalls } = serveProducts(twentyPages);
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    // The whole app: the shell's ScrollToTop does the scrolling the listing asks for.
    const { user, router } = renderApp({ route: '/products?category=gym%20wear' });
    await user.click(await screen.findByRole('button', { name: 'Next page' }));
    expect(router.state.location.search).toBe('?category=gym+wear&page=2');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page'));
    await user.click(screen.getByRole('button', { name: 'Page 20' }));
    await waitFor(() => expect(listCalls().at(-1)?.page).toBe('20'));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page'));
    scrollTo.mockRestore();
  });

  it('shows no pagination for a single page', async () => {
    serveProducts(page(2, 12));
    renderProducts('/products');
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });
});

describe('Products: grid view', () => {
  it('toggles between 3 and 2 columns', async () => {
    serveProducts(page(2));
    const { user } = renderProducts('/products');
    const three = await screen.findByRole('button', { name: '3 columns' });
    expect(three).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: '2 columns' }));
    expect(screen.getByRole('button', { name: '2 columns' })).toHaveAttribute('aria-pressed', 'true');
    expect(three).toHaveAttribute('aria-pressed', 'false');
  });
});
