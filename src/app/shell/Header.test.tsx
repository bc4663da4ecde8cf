import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { itemAdded } from '@/features/cart/cartSlice';
import { API } from '@/test/api';
import { setStoreInfo } from '@/test/fakeShop';
import { renderApp } from '@/test/renderWithProviders';
import { server } from '@/test/server';

const mainNav = () => screen.findByRole('navigation', { name: 'Main' });
// '/nowhere' becomes the not-found page: a menu opened before that navigation would rightly close with it.
const notFoundShown = () => screen.findByRole('heading', { name: 'Oops! Page not found' });

describe('header', () => {
  it.each([
    ['the store name', { storeName: 'Peak Performance' }, 'Peak Performance'],
    ['the company name without a store name', { storeName: '', companyName: 'Peak Retail Pvt Ltd' }, 'Peak Retail Pvt Ltd'],
    ['the default brand without either', { storeName: '', companyName: '' }, 'Stride Sports'],
  ])('shows %s', async (_case, info, shown) => {
    setStoreInfo(info);
    renderApp({ route: '/nowhere' });
    expect(await within(await mainNav()).findByText(shown)).toBeInTheDocument();
  });

  it('links at most three store categories, lower-cased, then All Products', async () => {
    setStoreInfo({ categories: ['Fitness Accessories', 'Sports Equipment', 'Sports Shoes', 'Gym Wear'] });
    renderApp({ route: '/nowhere' });
    const nav = await mainNav();
    const shoes = await within(nav).findByRole('link', { name: 'Sports Shoes' });
    expect(shoes).toHaveAttribute('href', '/products?category=sports%20shoes');
    expect(within(nav).getByRole('link', { name: 'Fitness Accessories' })).toHaveAttribute(
      'href',
      '/products?category=fitness%20accessories',
    );
    expect(within(nav).queryByRole('link', { name: 'Gym Wear' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'All Products' })).toHaveAttribute('href', '/products');
  });

  it('falls back to men, women and accessories without store categories', async () => {
    setStoreInfo({ categories: [] });
    renderApp({ route: '/nowhere' });
    const nav = await mainNav();
    expect(await within(nav).findByRole('link', { name: 'Men' })).toHaveAttribute('href', '/products?category=men');
    expect(within(nav).getByRole('link', { name: 'Women' })).toHaveAttribute('href', '/products?category=women');
    expect(within(nav).getByRole('link', { name: 'Accessories' })).toHaveAttribute('href', '/products?category=accessories');
  });

  it('shows the cart badge only above zero', async () => {
    const { store } = renderApp({ route: '/nowhere' });
    const cart = within(await mainNav()).getByRole('link', { name: 'Cart, 0 items' });
    // eslint-disable-next-line testing-library/no-node-access -- MUI hides a zero badge by this class (scaled to nothing), it stays in the DOM
    expect(cart.querySelector('.MuiBadge-invisible')).not.toBeNull();
    await act(async () => {
      store.dispatch(itemAdded({ id: 'p', name: 'Mat', image: '', price: 10, quantity: 2, selectedSize: '', selectedColor: '' }));
    });
    const filled = within(await mainNav()).getByRole('link', { name: 'Cart, 2 items' });
    // eslint-disable-next-line testing-library/no-node-access -- see above: the badge is shown when the class is gone
    expect(filled.querySelector('.MuiBadge-invisible')).toBeNull();
    expect(within(filled).getByText('2')).toBeInTheDocument();
  });

  it('shows a Login button when signed out and the account icon when signed in', async () => {
    const view = renderApp({ route: '/nowhere', session: 'signedOut' });
    expect(within(await mainNav()).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(await mainNav()).queryByRole('link', { name: 'My account' })).not.toBeInTheDocument();
    view.unmount();

    renderApp({ route: '/nowhere', session: 'signedIn' });
    expect(within(await mainNav()).getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/account');
    expect(within(await mainNav()).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('turns solid only after more than 20px of scrolling', async () => {
    renderApp({ route: '/nowhere' });
    const header = await screen.findByRole('banner');
    const scrollTo = (y: number) => {
      Object.defineProperty(window, 'pageYOffset', { configurable: true, value: y });
      fireEvent.scroll(window);
    };
    scrollTo(20);
    expect(header).toHaveAttribute('data-solid', 'false');
    scrollTo(21);
    expect(header).toHaveAttribute('data-solid', 'true');
    scrollTo(0);
    expect(header).toHaveAttribute('data-solid', 'false');
  });

  it('opens the mobile menu and closes it on navigation', async () => {
    const { user, router } = renderApp({ route: '/nowhere' });
    await notFoundShown();
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Shop sections' });
    await user.click(within(menu).getByRole('link', { name: 'All Products' }));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Shop sections' })).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/products');
  });

  it('names the phone menu, closes it with its own button and offers account, orders, wishlist, tracking and help', async () => {
    const { user } = renderApp({ route: '/nowhere' });
    await notFoundShown();
    const open = await screen.findByRole('button', { name: 'Open menu' });
    await user.click(open);
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    const account = within(menu).getByRole('navigation', { name: 'Account and help' });
    expect(
      within(account)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['My Account', '/account'],
      ['My Orders', '/orders'],
      ['Wishlist', '/wishlist'],
      ['Track Order', '/track-order'],
      ['Help & Contact', '/contact'],
    ]);
    expect(within(menu).getByRole('navigation', { name: 'Shop sections' })).toBeInTheDocument();
    await user.click(within(menu).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    expect(open).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves focus into the phone menu, closes it with Escape and gives focus back to its button', async () => {
    const { user } = renderApp({ route: '/nowhere' });
    await notFoundShown();
    const open = await screen.findByRole('button', { name: 'Open menu' });
    await user.click(open);
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('button', { name: 'Close menu' })).toHaveFocus();
    await waitFor(() => expect(open).toHaveAttribute('aria-expanded', 'true'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    expect(open).toHaveFocus();
    await waitFor(() => expect(open).toHaveAttribute('aria-expanded', 'false'));
  });

  it('shows the store-information failure notice when store info cannot load', async () => {
    server.use(http.get(`${API}/storeInfo`, () => HttpResponse.json({ error: 'down' }, { status: 500 })));
    renderApp({ route: '/nowhere' });
    expect(await screen.findByText('Failed to load store information. Please refresh the page.')).toBeInTheDocument();
  });
});
