import type { ReactElement } from 'react';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { Outlet, type RouteObject } from 'react-router-dom';
import { Header } from '@/app/shell/Header';
import { CartScreen } from '@/features/cart/CartScreen';
import { WishlistScreen } from '@/features/wishlist/WishlistScreen';
import { paths } from '@/utils/paths';
import { renderRoutes, type RenderOptions } from './renderWithProviders';

/**
 * One part of a page under the shop's header, with the cart and the wishlist screens at /cart and
 * /wishlist: what a shopper looks at to see what a button did (the header's counts, the cart's
 * lines). On `path` when given (other paths then show nothing), else on every path.
 */
export function renderInShop(ui: ReactElement, options: RenderOptions & { path?: string } = {}) {
  const pages: RouteObject[] = [
    { path: paths.cart, element: <CartScreen /> },
    { path: paths.wishlist, element: <WishlistScreen /> },
    { path: options.path ?? '*', element: ui },
    ...(options.path ? [{ path: '*', element: null }] : []),
  ];
  const shell = (
    <>
      <Header />
      <Outlet />
    </>
  );
  return renderRoutes([{ element: shell, children: pages }], options);
}

// `hidden`: an open dialog hides the page behind it from screen readers, but its header still shows.
const inHeader = (name: RegExp) =>
  within(screen.getByRole('navigation', { name: 'Main', hidden: true })).getByRole('link', { name, hidden: true });

/** The header's cart link, named with the number of items in the cart: 'Cart, 2 items'. */
export const cartInHeader = () => inHeader(/^Cart, /);

/** The header's wishlist link, named with the number of saved products: 'Wishlist, 1 item'. */
export const wishlistInHeader = () => inHeader(/^Wishlist, /);

/** Opens the cart from the header, as a shopper would, and gives the lines it lists. */
export async function openCartFromHeader(user: UserEvent) {
  await user.click(cartInHeader());
  return within(await screen.findByRole('list', { name: 'Cart items' })).getAllByRole('listitem');
}

/** The quantity a cart line shows. */
export const quantityIn = (line: HTMLElement) => within(line).getByRole('status', { name: /^Quantity of / });
