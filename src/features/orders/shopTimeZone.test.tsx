import { screen, within } from '@testing-library/react';
import { AccountScreen } from '@/features/account/AccountScreen';
import { formatSpan, formatTime } from '@/features/support/formatting';
import { buildOrder } from '@/test/builders';
import { shop, signUp } from '@/test/fakeShop';
import { renderWithProviders } from '@/test/renderWithProviders';
import { OrdersScreen } from './OrdersScreen';

// Dates are the shop's (India, IST: UTC+5:30), not the device's: an order placed at 01:30 IST on
// 2 December is placed on 2 December for a phone set to any zone, as its review the same night is.
// The device here is on the US west coast, where that moment is still 1 December.
const deviceZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/Los_Angeles';
});
afterAll(() => {
  process.env.TZ = deviceZone;
});

const LATE_NIGHT_IN_INDIA = '2026-12-01T20:00:00.000Z';

describe('dates in the shop’s time zone', () => {
  it('the device really is elsewhere', () => {
    expect(new Date(LATE_NIGHT_IN_INDIA).getDate()).toBe(1);
  });

  it('an order is placed on India’s day', async () => {
    shop.orders = [buildOrder({ id: '7KQ2M9XD', createdAt: LATE_NIGHT_IN_INDIA, status: 1 })];
    renderWithProviders(<OrdersScreen />, { route: '/orders', path: '/orders', session: 'signedIn' });
    const order = await screen.findByRole('article', { name: 'Order #7KQ2M9XD' });
    expect(within(order).getByText('Placed on December 2, 2026')).toBeInTheDocument();
  });

  it('an account dates from India’s day', async () => {
    signUp({ createdAt: '2026-01-31T19:00:00.000Z' });
    renderWithProviders(<AccountScreen />, { route: '/account', path: '/account', session: 'signedIn' });
    expect(await screen.findByText('February 01, 2026')).toBeInTheDocument();
  });

  it('support’s recording times are India’s', () => {
    const at = Date.parse('2026-12-01T20:14:03.000Z');
    expect(formatTime(at)).toBe('01:44:03');
    expect(formatSpan(at, at + 402_000)).toBe('01:44:03 – 01:50:45 (6 min 42 s)');
  });
});
