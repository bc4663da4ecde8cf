import { screen, within } from '@testing-library/react';
import { renderRoutes } from '@/test/renderWithProviders';
import { authRoutes, mainRoutes, shopRoutes } from './routes';

function Broken(): never {
  throw new Error('A screen broke while rendering');
}

const withBrokenScreens = () =>
  shopRoutes([{ path: 'broken', Component: Broken }, ...mainRoutes], [{ path: 'broken-sign-in', Component: Broken }, ...authRoutes]);

// React and React Router report the caught error on the console; that is expected here.
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('a screen that throws', () => {
  it("shows the shop's own error view inside the shop's layout, with Try Again and a way home", async () => {
    const { user, router } = renderRoutes(withBrokenScreens(), { route: '/broken' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/A screen broke|at Broken/);

    await user.click(screen.getByRole('link', { name: 'Return to Home' }));
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('link', { name: 'Browse Collection' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows it inside the sign-in card for a sign-in screen', async () => {
    renderRoutes(withBrokenScreens(), { route: '/broken-sign-in' });
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument();
  });

  it('shows the bare view for a failure outside the layouts', async () => {
    const routes = shopRoutes([], []);
    const [root] = routes;
    // eslint-disable-next-line testing-library/no-node-access -- a route object's children, not the DOM's
    root!.children = [{ path: '*', Component: Broken }];
    renderRoutes(routes, { route: '/anything' });
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('link', { name: 'Return to Home' }));
    expect(screen.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument();
  });
});
