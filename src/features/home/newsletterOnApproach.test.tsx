import { act, screen, within } from '@testing-library/react';
// Installs a controllable IntersectionObserver for this file (jsdom has none).
import { mockAllIsIntersecting } from 'react-intersection-observer/test-utils';
import { renderWithProviders } from '@/test/renderWithProviders';
import { HomeScreen } from './HomeScreen';

describe('the home page newsletter', () => {
  it('is not part of the first screen: its form loads as the shopper scrolls near it', async () => {
    renderWithProviders(<HomeScreen />, { route: '/', path: '/' });
    expect(await screen.findByRole('region', { name: 'Featured Products' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Join our newsletter' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    act(() => mockAllIsIntersecting(true));
    const newsletter = await screen.findByRole('region', { name: 'Join our newsletter' });
    expect(within(newsletter).getByRole('textbox', { name: /Email address/ })).toBeRequired();
    expect(within(newsletter).getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
  });
});
