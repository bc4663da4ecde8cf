import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API } from '@/test/api';
import { buildProduct } from '@/test/builders';
import { renderApp } from '@/test/renderWithProviders';
import { server } from '@/test/server';

const announcer = () => screen.getByTestId('route-announcer');

describe('after a navigation', () => {
  it('moves focus to the new page’s heading and announces its title; the first page keeps the browser’s start', async () => {
    const { user } = renderApp({ route: '/cart' });
    await screen.findByRole('heading', { level: 1, name: 'Shopping Cart' });
    expect(document.body).toHaveFocus();
    expect(announcer()).toHaveTextContent('');

    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Track Order' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Track Your Order' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(announcer()).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(announcer()).toHaveTextContent('Track Order | Stride Test Sports'));
  });

  it('waits for a page still loading to show its heading', async () => {
    const dto = buildProduct({ title: 'Slow Mat' });
    let answer: () => void = () => undefined;
    server.use(http.get(`${API}/products/:id`, () => new Promise<Response>((resolve) => (answer = () => resolve(HttpResponse.json(dto))))));
    const { router } = renderApp({ route: '/cart' });
    await screen.findByRole('heading', { level: 1, name: 'Shopping Cart' });
    await act(() => router.navigate(`/product/${dto.id}`));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Shopping Cart' })).not.toBeInTheDocument());
    act(() => answer());
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Slow Mat' })).toHaveFocus());
  });

  it('leaves focus where the page put it: the sign-in page’s e-mail field', async () => {
    const { user } = renderApp({ route: '/cart' });
    await screen.findByRole('heading', { level: 1, name: 'Shopping Cart' });
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Login' }));
    const email = await screen.findByRole('textbox', { name: /^Email/ });
    await waitFor(() => expect(email).toHaveFocus());
    await waitFor(() => expect(announcer()).toHaveTextContent('Sign in |'));
  });
});
