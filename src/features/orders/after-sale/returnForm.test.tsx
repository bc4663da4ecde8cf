import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API } from '@/test/api';
import { renderApp } from '@/test/renderWithProviders';
import { server } from '@/test/server';
import { eligibility, serveAfterSale } from './returnTestServer';

/** Typing each key re-renders the whole form: a pasted value is what a shopper's keyboard suggestion gives too. */
async function fill(user: ReturnType<typeof openForm>['user'], name: string | RegExp, value: string) {
  await user.click(screen.getByRole('textbox', { name }));
  await user.paste(value);
}

const openForm = () => renderApp({ route: '/orders/DLVR0001/return', session: 'signedIn' });

function captureReturn(answer: () => Response) {
  const sent: Array<{ body: unknown; key: string | null }> = [];
  server.use(
    http.post(`${API}/orders/DLVR0001/returns`, async ({ request }) => {
      sent.push({ body: await request.json(), key: request.headers.get('Idempotency-Key') });
      return answer();
    }),
  );
  return sent;
}

describe('returning or exchanging lines of a delivered order', () => {
  it('says why a line cannot come back and lets nothing be sent without a line and a reason', async () => {
    serveAfterSale();
    const sent = captureReturn(() => HttpResponse.json({}, { status: 201 }));
    const { user } = openForm();
    const bra = await screen.findByRole('checkbox', { name: /Support Sports Bra/ });
    expect(bra).toBeDisabled();
    expect(bra).toHaveAccessibleDescription('Innerwear cannot be returned or exchanged, for hygiene reasons.');
    expect(screen.getByText(/Our courier picks the parcel up from 4 Lake View, Pune/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Request return' }));
    expect(screen.getByText('Choose at least one item to return.')).toBeInTheDocument();
    expect(screen.getByText('Please choose a reason.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('exchanges UK 8 for UK 9, the sold-out UK 10 listed but not offered, and opens the order after', async () => {
    const state = serveAfterSale();
    const sent = captureReturn(() => {
      state.returns = [];
      return HttpResponse.json({ id: 'r-1', state: 'requested' }, { status: 201 });
    });
    const { user, router } = openForm();
    await user.click(await screen.findByRole('checkbox', { name: /AeroStride Running Shoes/ }));
    await user.click(screen.getByRole('radio', { name: 'Another size or colour' }));
    await user.click(await screen.findByRole('combobox', { name: 'Exchange for' }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('option', { name: 'Size: UK 10 · Colour: Black (sold out)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(listbox).queryByRole('option', { name: /UK 8/ })).not.toBeInTheDocument();
    await user.click(within(listbox).getByRole('option', { name: 'Size: UK 9 · Colour: Black' }));
    await user.click(screen.getByRole('radio', { name: "Size doesn't fit" }));
    await user.click(screen.getByRole('button', { name: 'Request exchange' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/DLVR0001'));
    expect(sent[0]!.body).toEqual({
      lines: [{ itemId: 'item-shoes', quantity: 1, exchange: { size: 'UK 9', color: 'Black' } }],
      reason: 'size_does_not_fit',
      resolution: 'exchange',
    });
    expect(sent[0]!.key).toMatch(/^[0-9a-f]{32}$/);
    expect(await screen.findByText('Your exchange for order DLVR0001 has been requested.')).toBeInTheDocument();
  });

  it("checks a cash-on-delivery refund's UPI id before sending, and sends two units to a bank account", async () => {
    serveAfterSale({ eligibility: eligibility({ refundNeedsDetails: true }) });
    const sent = captureReturn(() => HttpResponse.json({ id: 'r-2', state: 'requested' }, { status: 201 }));
    const { user } = openForm();
    await user.click(await screen.findByRole('checkbox', { name: /AeroStride Running Shoes/ }));
    await user.click(screen.getByRole('combobox', { name: 'Quantity' }));
    await user.click(await screen.findByRole('option', { name: '2' }));
    await user.click(screen.getByRole('radio', { name: 'Arrived damaged' }));
    await fill(user, 'UPI id', 'asha');
    await user.click(screen.getByRole('button', { name: 'Request return' }));
    expect(screen.getByRole('textbox', { name: 'UPI id' })).toHaveAccessibleDescription('Please enter a UPI id such as name@bank.');
    expect(sent).toHaveLength(0);
    await user.click(screen.getByRole('radio', { name: 'Bank account' }));
    await fill(user, 'Account number', '1234 5678 9012');
    await fill(user, 'IFSC', 'sbin0001234');
    await fill(user, "Account holder's name", 'Asha Rao');
    await user.click(screen.getByRole('button', { name: 'Request return' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({
      lines: [{ itemId: 'item-shoes', quantity: 2 }],
      reason: 'damaged',
      resolution: 'refund',
      refundTo: { accountNumber: '1234 5678 9012', ifsc: 'sbin0001234', accountName: 'Asha Rao' },
    });
  });

  it("shows the server's refusal at its line and keeps everything chosen", async () => {
    serveAfterSale();
    captureReturn(() =>
      HttpResponse.json(
        {
          error: 'Some items cannot be returned.',
          lines: [{ itemId: 'item-shoes', reason: 'Only 1 of AeroStride Running Shoes can still be returned.' }],
        },
        { status: 422 },
      ),
    );
    const { user } = openForm();
    await user.click(await screen.findByRole('checkbox', { name: /AeroStride Running Shoes/ }));
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    await fill(user, /Tell us more/, 'Too tight at the toe');
    await user.click(screen.getByRole('button', { name: 'Request return' }));
    expect(await screen.findByText('Some items cannot be returned.')).toBeInTheDocument();
    expect(screen.getByText('Only 1 of AeroStride Running Shoes can still be returned.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /AeroStride Running Shoes/ })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /Tell us more/ })).toHaveValue('Too tight at the toe');
  });

  it('says when the window has closed instead of showing the form', async () => {
    const closed = 'The return window of 7 days from delivery closed on 11 November 2026.';
    serveAfterSale({ eligibility: eligibility({ returnable: false, returnRefusal: closed }) });
    openForm();
    expect(await screen.findByText(closed)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request return' })).not.toBeInTheDocument();
  });

  it('tells a shopper whose pincode has no pickup how to send the parcel', async () => {
    const instructions =
      'Our courier does not pick up returns from 744101. Please send the parcel yourself (India Post Speed Post or any courier) to Shop, Pune, with the order number on a note inside.';
    serveAfterSale({ eligibility: eligibility({ pickup: { served: false, instructions } }) });
    openForm();
    expect(await screen.findByText(instructions)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sending it back' })).toBeInTheDocument();
  });
});
