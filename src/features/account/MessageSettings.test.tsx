import { screen, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import { API } from '@/test/api';
import { shop, signUp } from '@/test/fakeShop';
import { renderWithProviders } from '@/test/renderWithProviders';
import { server } from '@/test/server';
import { AccountScreen } from './AccountScreen';
import { DEFAULT_MESSAGE_PREFERENCES, toMessagePreferences } from './messagePreferences';

const renderAccount = () => renderWithProviders(<AccountScreen />, { route: '/account', session: 'signedIn' });

describe('message settings on the account screen', () => {
  beforeEach(() => signUp());

  it('shows the three switches as the shop has them, and saves each as it is turned', async () => {
    const { user } = renderAccount();
    const sms = await screen.findByRole('switch', { name: /Order updates by SMS/ });
    expect(sms).toBeChecked();
    expect(screen.getByRole('switch', { name: /Order updates on WhatsApp/ })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: /Offers and back-in-stock e-mails/ })).not.toBeChecked();
    expect(screen.getByText('Order e-mails always come: they are your receipts.')).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: /Order updates on WhatsApp/ }));
    await waitFor(() => expect(shop.messagePreferences).toEqual({ orderSms: true, orderWhatsapp: true, marketingEmail: false }));
    expect(await screen.findByRole('switch', { name: /Order updates on WhatsApp/ })).toBeChecked();
  });

  it('says so when a change is not saved, and keeps the switch as the shop has it', async () => {
    server.use(http.put(`${API}/account/messages`, () => HttpResponse.json({ error: 'Down' }, { status: 503 })));
    const { user } = renderAccount();
    await user.click(await screen.findByRole('switch', { name: /Order updates by SMS/ }));
    expect(await screen.findByText("We couldn't save that change. Please try again.")).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Order updates by SMS/ })).toBeChecked();
  });

  it('is not there where the API has no message settings', async () => {
    shop.messagePreferences = null;
    renderAccount();
    expect(await screen.findByText('asha@example.in')).toBeInTheDocument();
    await waitFor(() => expect(shop.calls).toContain('GET /account/messages'));
    expect(screen.queryByRole('heading', { name: 'Messages' })).not.toBeInTheDocument();
  });
});

test('the settings read from any answer: booleans kept, anything else the default', () => {
  fc.assert(
    fc.property(fc.anything(), (body) => {
      const read = toMessagePreferences(body);
      for (const key of Object.keys(DEFAULT_MESSAGE_PREFERENCES) as Array<keyof typeof read>) {
        const given = (body as Record<string, unknown> | null)?.[key];
        expect(read[key]).toBe(
          typeof given === 'boolean' && typeof body === 'object' && !Array.isArray(body) ? given : DEFAULT_MESSAGE_PREFERENCES[key],
        );
      }
    }),
  );
});
