import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders } from '@/test/renderWithProviders';
import { server } from '@/test/server';
import { HomeScreen } from './HomeScreen';

/** A browser whose shopper has not scrolled: an observer that is never told anything is in view. */
class NothingInView implements IntersectionObserver {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly scrollMargin = '0px';
  readonly thresholds = [0];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

beforeEach(() => {
  window.IntersectionObserver = NothingInView;
});

afterEach(() => {
  Reflect.deleteProperty(window, 'IntersectionObserver');
});

describe('the home page newsletter, before any scrolling', () => {
  it('is there to read, to tab to and to find: heading, required e-mail field and Subscribe', async () => {
    renderWithProviders(<HomeScreen />, { route: '/', path: '/' });
    const newsletter = screen.getByRole('region', { name: 'Join our newsletter' });
    const field = within(newsletter).getByRole('textbox', { name: /Email address/ });
    expect(field).toBeRequired();
    expect(field).toHaveAttribute('type', 'email');
    expect(field).toHaveAttribute('autocomplete', 'email');
    expect(within(newsletter).getByLabelText(/Email address/)).toBe(field);
    expect(within(newsletter).getByRole('button', { name: 'Subscribe' })).toHaveAttribute('type', 'submit');
    // The page's other requests answer in their own time: the block does not wait for them.
    expect(await screen.findByRole('region', { name: 'Featured Products' })).toBeInTheDocument();
  });

  it('subscribes without a request: refused while invalid, then the toast, the field cleared', async () => {
    const requests: string[] = [];
    server.use(
      http.all('*', ({ request }) => {
        if (request.method !== 'GET') requests.push(`${request.method} ${request.url}`);
        return HttpResponse.json({ data: [], pagination: { total: 0 } });
      }),
    );
    const { user } = renderWithProviders(<HomeScreen />, { route: '/', path: '/' });
    const newsletter = screen.getByRole('region', { name: 'Join our newsletter' });
    const field = within(newsletter).getByRole('textbox', { name: /Email address/ });
    await user.type(field, 'asha@example');
    await user.keyboard('{Enter}');
    expect(await within(newsletter).findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('Please enter a valid email address');
    expect(field).toBeInvalid();
    expect(field).toHaveFocus();
    await user.type(field, '.com');
    await user.click(within(newsletter).getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Subscribed!')).toBeInTheDocument();
    expect(screen.getByText('Thank you for subscribing to our newsletter.')).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
    expect(within(newsletter).queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});
