import { screen } from '@testing-library/react';
import { renderApp } from '@/test/renderWithProviders';

describe('order success', () => {
  it('thanks the shopper, mentions the e-mail and links to the orders and home', async () => {
    renderApp({ route: '/order-success?orderId=1001' });
    expect(await screen.findByRole('heading', { name: 'Thank You for Your Order!' })).toBeInTheDocument();
    expect(screen.getByText(/receive an e-mail with your order details/)).toBeInTheDocument();
    expect(screen.getByText('Your order number is #1001.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View My Orders' })).toHaveAttribute('href', '/orders');
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
  });
});
