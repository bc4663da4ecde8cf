// eslint-disable-next-line testing-library/no-manual-cleanup -- unmounted before the clock turns real (afterEach below)
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { buildOrder } from '@/test/builders';
import { shop } from '@/test/fakeShop';
import { ORDER_POLL_INTERVAL_MS, ORDER_POLL_WINDOW_MS } from './usePaymentOrder';
import { ORDER_ID, payWithName, renderPayment, servePayment, servePaymentPage } from './paymentTestServer';

// Fake timers that still run on their own (so rendering and the network proceed as usual), and
// that a test can push forward to the next poll or past the polling window without waiting.
beforeEach(() => jest.useFakeTimers({ advanceTimers: true }));
afterEach(() => {
  // Unmounted while the clock is still fake, so nothing the page leaves behind lands on a real timer.
  cleanup();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const skip = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

async function showQr() {
  const page = servePaymentPage();
  servePayment({ success: true, action: { type: 'qr', qr: 'upi://pay?pa=shop@upi&am=1598.00' } });
  const view = renderPayment();
  await payWithName(view.user);
  await screen.findByRole('img', { name: 'Payment QR code' });
  expect(screen.getByText('Waiting for your payment. This page moves on by itself once it arrives.')).toHaveAttribute('role', 'status');
  // The list is read again after the payment (its tags are invalidated); polling starts from there.
  await waitFor(() => expect(page.ordersCalls).toBe(2));
  return { page, view };
}

describe('a pending UPI/QR payment', () => {
  it('is checked every few seconds, and the page moves on by itself once the order is paid', async () => {
    const { page } = await showQr();
    await skip(ORDER_POLL_INTERVAL_MS);
    await waitFor(() => expect(page.ordersCalls).toBe(3));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Scan to Pay');

    shop.orders = [buildOrder({ id: ORDER_ID, status: 1 })];
    await skip(ORDER_POLL_INTERVAL_MS);
    const heading = await screen.findByRole('heading', { name: 'Payment received', level: 1 });
    expect(heading).toHaveFocus();
    expect(screen.getByText('Thank you! Your payment has arrived and your order is being processed.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: `Order #${ORDER_ID}` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View My Orders' })).toHaveAttribute('href', '/orders');
    expect(screen.queryByRole('img', { name: 'Payment QR code' })).not.toBeInTheDocument();

    // Paid: nothing more to watch.
    const calls = page.ordersCalls;
    await skip(ORDER_POLL_INTERVAL_MS * 5);
    expect(page.ordersCalls).toBe(calls);
  });

  it('stops checking after a while, and checks again on request', async () => {
    const { page, view } = await showQr();
    await skip(ORDER_POLL_WINDOW_MS);
    expect(await screen.findByText('We have not seen your payment yet. If you have paid, check again.')).toBeInTheDocument();
    const polled = page.ordersCalls;
    expect(polled).toBeGreaterThan(2);
    expect(polled).toBeLessThanOrEqual(2 + ORDER_POLL_WINDOW_MS / ORDER_POLL_INTERVAL_MS);
    await skip(ORDER_POLL_INTERVAL_MS * 10);
    expect(page.ordersCalls).toBe(polled);

    shop.orders = [buildOrder({ id: ORDER_ID, status: 1 })];
    await view.user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('heading', { name: 'Payment received', level: 1 })).toBeInTheDocument();
  });

  it('stops checking when the shopper leaves the page', async () => {
    const { page, view } = await showQr();
    await act(() => view.router.navigate('/'));
    const calls = page.ordersCalls;
    await skip(ORDER_POLL_INTERVAL_MS * 10);
    expect(page.ordersCalls).toBe(calls);
  });
});
