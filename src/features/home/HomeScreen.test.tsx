import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API } from '@/test/api';
import { buildProduct, buildStoreInfo } from '@/test/builders';
import { gate } from '@/test/gate';
import { renderWithProviders } from '@/test/renderWithProviders';
import { server } from '@/test/server';
import type { ProductDto, StoreInfoDto } from '../../../server/src/contracts';
import { HomeScreen } from './HomeScreen';

function serve({
  info,
  products = [],
  failProducts = false,
}: {
  info?: StoreInfoDto | 'error';
  products?: ProductDto[];
  failProducts?: boolean;
}) {
  const productQueries: Record<string, string>[] = [];
  let otherRequests = 0;
  server.use(
    http.get(`${API}/storeInfo`, () =>
      info === 'error' ? HttpResponse.json({ error: 'down' }, { status: 500 }) : HttpResponse.json(info ?? buildStoreInfo()),
    ),
    http.get(`${API}/products`, ({ request }) => {
      productQueries.push(Object.fromEntries(new URL(request.url).searchParams));
      if (failProducts) return HttpResponse.json({ error: 'down' }, { status: 500 });
      return HttpResponse.json({ data: products, pagination: { total: products.length } });
    }),
    http.all('*', () => {
      otherRequests += 1;
      return new HttpResponse(null, { status: 404 });
    }),
  );
  return { productQueries, otherRequests: () => otherRequests };
}

const section = (name: string) => screen.findByRole('region', { name });

const renderHome = () => renderWithProviders(<HomeScreen />, { route: '/', path: '/' });

describe('Home', () => {
  it('offers Browse Collection and Featured Products in the hero', async () => {
    serve({});
    renderHome();
    expect(await screen.findByRole('link', { name: 'Browse Collection' })).toHaveAttribute('href', '/products');
    const hero = await section('Gear up for every workout, run and game');
    expect(within(hero).getByRole('link', { name: 'Featured Products' })).toHaveAttribute('href', '/products?featured=true');
  });

  it('shows the first 3 store categories as cards with their images, linking to their listing', async () => {
    serve({
      info: buildStoreInfo({
        categories: ['Gym Wear', 'Yoga Accessories', 'Sports Shoes', 'Outdoor Sports'],
        categoryImages: { 'Gym Wear': 'http://img.test/gym.svg', default: 'http://img.test/default.svg' },
      }),
    });
    renderHome();
    const categories = await section('Shop by Category');
    await waitFor(() => expect(within(categories).getAllByRole('link')).toHaveLength(3));
    const links = within(categories).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Gym Wear', 'Yoga Accessories', 'Sports Shoes']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/products?category=gym%20wear',
      '/products?category=yoga%20accessories',
      '/products?category=sports%20shoes',
    ]);
    // eslint-disable-next-line testing-library/no-node-access -- the tiles' pictures are decorative (alt=""): no role query reaches them
    expect(links.map((link) => link.querySelector('img')?.getAttribute('src'))).toEqual([
      'http://img.test/gym.svg',
      'http://img.test/default.svg',
      'http://img.test/default.svg',
    ]);
  });

  it('shows the default categories when the store lists none', async () => {
    serve({ info: buildStoreInfo({ categories: [] }) });
    renderHome();
    const categories = await section('Shop by Category');
    await waitFor(() =>
      expect(
        within(categories)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Fitness Accessories', 'Sports Equipment', 'Sports Shoes']),
    );
  });

  it('loads 4 featured products of the first store category, lower-cased, showing 4 skeletons meanwhile', async () => {
    const { productQueries } = serve({ products: [buildProduct({ title: 'Kettlebell' })] });
    const answer = gate();
    server.use(
      http.get(`${API}/products`, async ({ request }) => {
        productQueries.push(Object.fromEntries(new URL(request.url).searchParams));
        await answer.opened;
        return HttpResponse.json({ data: [buildProduct({ title: 'Kettlebell' })], pagination: { total: 1 } });
      }),
    );
    renderHome();
    const featured = await section('Featured Products');
    await waitFor(() => expect(within(featured).getAllByTestId('product-card-skeleton')).toHaveLength(4));
    answer.open();
    expect(await within(featured).findByRole('article', { name: 'Kettlebell' })).toBeInTheDocument();
    expect(productQueries).toEqual([{ page: '1', limit: '4', category: 'fitness accessories' }]);
    expect(within(featured).getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/products');
  });

  it('sends no category filter when the store has no categories', async () => {
    const { productQueries } = serve({ info: buildStoreInfo({ categories: [] }) });
    renderHome();
    await waitFor(() => expect(productQueries).toEqual([{ page: '1', limit: '4' }]));
  });

  it('falls back to the Accessories category when the categories cannot be fetched', async () => {
    const { productQueries } = serve({ info: 'error' });
    renderHome();
    await waitFor(() => expect(productQueries).toEqual([{ page: '1', limit: '4', category: 'accessories' }]));
  });

  it('shows the empty message when there are no featured products', async () => {
    serve({ products: [] });
    renderHome();
    expect(await screen.findByText('No featured products available at the moment.')).toBeInTheDocument();
  });

  it('only logs a failure, and shows the empty message', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serve({ failProducts: true });
    renderHome();
    expect(await screen.findByText('No featured products available at the moment.')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('Failed to load featured products', expect.anything());
    expect(screen.queryByText('Failed to load products. Please try again.')).not.toBeInTheDocument();
    log.mockRestore();
  });

  it('shows Sports Essentials with Explore Products and four tiles linking to their listing', async () => {
    serve({});
    renderHome();
    const essentials = await section('Sports Essentials');
    expect(within(essentials).getByRole('link', { name: 'Explore Products' })).toHaveAttribute('href', '/products');
    const tiles = within(essentials)
      .getAllByRole('listitem')
      .map((tile) => within(tile).getByRole('link'));
    expect(tiles.map((tile) => [tile.textContent, tile.getAttribute('href')])).toEqual([
      ['Fitness Accessories', '/products?category=fitness%20accessories'],
      ['Sports Equipment', '/products?category=sports%20equipment'],
      ['Sports Shoes', '/products?category=sports%20shoes'],
      ['Training Gear', '/products?category=training%20gear'],
    ]);
  });

  it('subscribes to the newsletter without a request: required e-mail field, toast, field cleared', async () => {
    const { otherRequests, productQueries } = serve({});
    const { user } = renderHome();
    const newsletter = await section('Join our newsletter');
    const field = within(newsletter).getByRole('textbox', { name: /Email address/ });
    expect(field).toBeRequired();
    expect(field).toHaveAttribute('type', 'email');
    await waitFor(() => expect(productQueries).toHaveLength(1));
    await user.type(field, 'asha@example');
    await user.click(within(newsletter).getByRole('button', { name: 'Subscribe' }));
    // The shop's e-mail rule, stricter than the browser's: refused, kept, focused.
    expect(await within(newsletter).findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(field).toHaveValue('asha@example');
    expect(field).toHaveFocus();
    expect(screen.queryByText('Subscribed!')).not.toBeInTheDocument();
    await user.type(field, '.com');
    await user.click(within(newsletter).getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Subscribed!')).toBeInTheDocument();
    expect(screen.getByText('Thank you for subscribing to our newsletter.')).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(otherRequests()).toBe(0);
    expect(productQueries).toHaveLength(1);
  });
});
