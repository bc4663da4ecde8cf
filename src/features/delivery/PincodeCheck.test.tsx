import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { RememberedPincodeCheck } from '@/features/cart/RememberedPincodeCheck';
import { pincodeChosen } from '@/features/cart/cartSlice';
import { redact } from '@/utils/redaction';
import { API } from '@/test/api';
import { callsFromNow, shop } from '@/test/fakeShop';
import { renderWithProviders } from '@/test/renderWithProviders';
import { server } from '@/test/server';
import { PINCODE_HINT } from './deliveryTexts';
import type { DeliveryFor } from './useDeliveryCheck';

beforeEach(() => {
  shop.delivery = 'served';
});

function renderCheck(subject: DeliveryFor = { orderValue: 1499 }) {
  const view = renderWithProviders(<RememberedPincodeCheck subject={subject} />);
  return { ...view, field: screen.getByRole('textbox', { name: 'Pincode' }) };
}

const deliveryCalls = (calls: string[]) => calls.filter((call) => call.startsWith('GET /delivery/'));

describe('the pincode check', () => {
  it('is one labelled numeric field for a postal code', () => {
    const { field } = renderCheck();
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'postal-code');
    expect(screen.getByRole('region', { name: 'Delivery' })).toContainElement(field);
  });

  it('answers in a polite live region at the sixth digit: date, COD, town and state', async () => {
    const { user, field } = renderCheck();
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByText(PINCODE_HINT)).toBeVisible();
    await user.type(field, '56000');
    expect(status).toBeEmptyDOMElement();
    await user.type(field, '1');
    await waitFor(() => expect(status).toHaveTextContent('Delivery by Thu, 3 Dec · Cash on Delivery available'));
    expect(status).toHaveTextContent('Bengaluru, Karnataka');
    expect(screen.queryByText(PINCODE_HINT)).not.toBeInTheDocument();
    expect(status).not.toHaveTextContent(/fee/);
  });

  it('reads a pincode written with a space, and shows the COD fee when there is one', async () => {
    const { user, field } = renderCheck();
    await user.type(field, '411 001');
    const status = screen.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Delivery by Sat, 5 Dec · Cash on Delivery available'));
    expect(status).toHaveTextContent('Pune, Maharashtra');
    expect(status).toHaveTextContent('Cash on Delivery fee: ₹49');
  });

  it('says why cash on delivery is not available: the area, or the value', async () => {
    const { user, field } = renderCheck();
    await user.type(field, '744101');
    const status = screen.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Cash on Delivery not available'));
    expect(status).toHaveTextContent('Cash on Delivery is not available for pincode 744101');
    expect(status).toHaveTextContent('South Andaman, Andaman and Nicobar Islands');
  });

  it('says so for orders above the ceiling', async () => {
    const { user, field } = renderCheck({ orderValue: 30000 });
    await user.type(field, '560001');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Cash on Delivery is not available for orders above ₹25,000'));
  });

  it("says which pincode it doesn't deliver to, and offers to change it", async () => {
    const { user, field } = renderCheck();
    await user.type(field, '799001');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent("We don't deliver to 799 001 yet"));
    await user.click(screen.getByRole('button', { name: 'Change' }));
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
  });

  it('says a malformed pincode is one, and sends nothing for it', async () => {
    const calls = callsFromNow();
    const { user, field } = renderCheck();
    await user.type(field, '012345');
    // No pincode starts with 0.
    expect(screen.getByRole('status')).toHaveTextContent('No such pincode');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.clear(field);
    await user.type(field, '56a');
    expect(screen.getByRole('status')).toHaveTextContent('Enter a valid 6-digit pincode');
    expect(deliveryCalls(calls())).toEqual([]);
  });

  it('answers a pincode checked before from the visit’s cache, with no second request', async () => {
    const calls = callsFromNow();
    const { user, field } = renderCheck();
    await user.type(field, '560001');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Bengaluru, Karnataka'));
    await user.clear(field);
    await user.type(field, '411001');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Pune, Maharashtra'));
    await user.clear(field);
    await user.type(field, '560001');
    // At once: no "Checking…" in between.
    expect(screen.getByRole('status')).toHaveTextContent('Bengaluru, Karnataka');
    expect(deliveryCalls(calls())).toEqual(['GET /delivery/560001', 'GET /delivery/411001']);
  });

  it.each([
    ['a 404 without a reason', () => HttpResponse.json({ error: 'Not found' }, { status: 404 })],
    ['a 404 page', () => new HttpResponse('<h1>Not found</h1>', { status: 404, headers: { 'Content-Type': 'text/html' } })],
    ['a 405', () => HttpResponse.json({ error: 'Method not allowed' }, { status: 405 })],
    ['a 501', () => new HttpResponse(null, { status: 501 })],
  ])('hides itself for the visit after %s: the API has no delivery check', async (_case, answer) => {
    server.use(http.get(`${API}/delivery/:pincode`, answer));
    const calls = callsFromNow();
    const { user, field, store, unmount } = renderCheck();
    await user.type(field, '560001');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Pincode' })).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Delivery' })).not.toBeInTheDocument();
    unmount();
    // Another page of the same visit: nothing shown, nothing asked.
    renderWithProviders(<RememberedPincodeCheck subject={{ productId: 'p-1' }} />, { store });
    expect(screen.queryByRole('textbox', { name: 'Pincode' })).not.toBeInTheDocument();
    expect(deliveryCalls(calls())).toEqual(['GET /delivery/560001']);
  });

  it('says the check needs a connection when offline, and stays', async () => {
    // Offline as a browser is: the event, and requests that get no answer (an answer that still
    // arrived would rightly be shown, and made this test a race).
    server.use(http.get(`${API}/delivery/:pincode`, () => HttpResponse.error()));
    const { user, field } = renderCheck();
    act(() => void window.dispatchEvent(new Event('offline')));
    await user.type(field, '560001');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent("Checking delivery needs a connection. Try again once you're back online."),
    );
    expect(field).toBeInTheDocument();
    server.resetHandlers();
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Bengaluru, Karnataka'));
  });

  it('says the same when the request gets no answer', async () => {
    server.use(http.get(`${API}/delivery/:pincode`, () => HttpResponse.error()));
    const { user, field } = renderCheck();
    await user.type(field, '560001');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Checking delivery needs a connection.'));
    expect(field).toBeInTheDocument();
  });

  it('leaves no pincode, town or state in what the support recording keeps', async () => {
    const { user, field, store } = renderCheck();
    await user.type(field, '560001');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Bengaluru, Karnataka'));
    const kept = JSON.stringify([redact(store.getState()), redact(pincodeChosen({ pincode: '560001' }))]);
    expect(kept).not.toMatch(/560001|Bengaluru|Karnataka/);
  });
});
