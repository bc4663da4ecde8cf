import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShippingAddressDto } from '../../server/src/contracts';
import { renderApp } from './renderWithProviders';

/** What a shopper types into every form of the shop in one session. */
export interface ShopperInputs {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  shipping: ShippingAddressDto;
  /** Ten digits: the payment form adds the +91 itself. */
  payer: { name: string; email: string; mobile: string; upiId: string; notes: string };
  /** The e-mail or the phone number the order is tracked with. */
  trackWith: string;
  contact: { name: string; email: string; subject: string; message: string };
}

export const SAMPLE_INPUTS: ShopperInputs = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha.rao@example.in',
  password: 'secret-123',
  shipping: {
    fullName: 'Asha Rao',
    address: '4 Lake View',
    city: 'Pune',
    state: 'Maharashtra',
    postalCode: '411001',
    phone: '+919876543210',
  },
  payer: { name: 'Asha Rao', email: 'asha.pay@example.in', mobile: '9876543210', upiId: 'asha@okbank', notes: 'Leave at the gate' },
  trackWith: 'asha.rao@example.in',
  contact: { name: 'Asha Rao', email: 'asha.rao@example.in', subject: 'Late order', message: 'Where is my order?' },
};

type RenderedApp = ReturnType<typeof renderApp>;
// No pause between simulated keystrokes and clicks: a whole session stays affordable in jsdom.
type View = Omit<RenderedApp, 'user'> & { user: ReturnType<typeof userEvent.setup> };

/** Pasting is one change event: far quicker than typing in jsdom. */
async function fill(view: View, name: RegExp, text: string) {
  const input = await screen.findByRole('textbox', { name });
  await view.user.clear(input);
  await view.user.click(input);
  await view.user.paste(text);
}

/** Password fields are no textboxes; pasting also keeps user-event from reading `{` or `[` as keys. */
async function fillPassword(view: View, label: RegExp, text: string) {
  await view.user.click(screen.getByLabelText(label));
  await view.user.paste(text);
}

async function go(view: View, path: string) {
  await act(() => view.router.navigate(path));
}

async function browseAndAddToCart(view: View, productTitle: string) {
  await view.user.click(await screen.findByRole('link', { name: productTitle }));
  await screen.findByRole('heading', { level: 1, name: productTitle });
  await view.user.click(screen.getByRole('button', { name: 'Add to Cart' }));
  await waitFor(() => expect(view.router.state.location.pathname).toBe('/cart'));
}

async function registerAndSignIn(view: View, inputs: ShopperInputs) {
  await go(view, '/register');
  await fill(view, /^First name/, inputs.firstName);
  await fill(view, /^Last name/, inputs.lastName);
  await fill(view, /^Email/, inputs.email);
  await fillPassword(view, /^Password/, inputs.password);
  await fillPassword(view, /^Confirm password/, inputs.password);
  await view.user.click(screen.getByRole('button', { name: 'Create Account' }));
  await waitFor(() => expect(view.router.state.location.pathname).toBe('/'));
  await go(view, '/login');
  await fill(view, /^Email/, inputs.email);
  await fillPassword(view, /^Password/, inputs.password);
  await view.user.click(screen.getByRole('button', { name: 'Sign In' }));
  await waitFor(() => expect(view.store.getState().auth.status).toBe('signedIn'));
}

async function checkOut(view: View, shipping: ShippingAddressDto) {
  await go(view, '/checkout');
  const labels: Array<[RegExp, string]> = [
    [/^Full name/, shipping.fullName],
    [/^Address/, shipping.address],
    [/^City/, shipping.city],
    [/^State/, shipping.state],
    [/^Pincode/, shipping.postalCode],
    [/^Phone/, shipping.phone],
  ];
  for (const [label, value] of labels) await fill(view, label, value);
  await view.user.click(screen.getByRole('button', { name: 'Place Order' }));
  await waitFor(() => expect(view.router.state.location.pathname).toBe('/payment'));
}

async function payWithQr(view: View, payer: ShopperInputs['payer']) {
  await fill(view, /Name of the payer/, payer.name);
  await fill(view, /E-mail for the receipt/, payer.email);
  await fill(view, /Mobile number/, payer.mobile);
  await view.user.click(screen.getByRole('combobox', { name: /Payment method/ }));
  await view.user.click(screen.getByRole('option', { name: /scan a QR code/ }));
  await fill(view, /UPI ID/, payer.upiId);
  await fill(view, /Notes for the shop/, payer.notes);
  await view.user.click(screen.getByRole('checkbox', { name: /I authorise this payment/ }));
  await view.user.click(screen.getByRole('button', { name: 'Pay Now' }));
  await screen.findByRole('img', { name: 'Payment QR code' });
}

async function trackOrder(view: View, orderId: string, contact: string) {
  await go(view, '/track-order');
  await fill(view, /Order number/, orderId);
  await fill(view, /Email or phone/, contact);
  await view.user.click(screen.getByRole('button', { name: 'Track Order' }));
  await screen.findByRole('region', { name: `Order #${orderId}` });
}

async function writeToUs(view: View, contact: ShopperInputs['contact']) {
  await go(view, '/contact');
  await fill(view, /^Name/, contact.name);
  await fill(view, /^Email/, contact.email);
  await fill(view, /^Subject/, contact.subject);
  await fill(view, /^Message/, contact.message);
  await view.user.click(screen.getByRole('button', { name: 'Send Message' }));
  await screen.findByText('Message Sent');
}

/**
 * One whole session in the app: browse, add to cart, register and sign in, check out, pay with a
 * UPI QR code, track the order, and write to the shop. Serve `fakeShop` first.
 */
export async function runShopperSession(app: RenderedApp, inputs: ShopperInputs, productTitle: string) {
  const view: View = { ...app, user: userEvent.setup({ delay: null }) };
  await browseAndAddToCart(view, productTitle);
  await registerAndSignIn(view, inputs);
  await checkOut(view, inputs.shipping);
  const orderId = view.router.state.location.search.replace('?orderId=', '');
  await payWithQr(view, inputs.payer);
  await trackOrder(view, orderId, inputs.trackWith);
  await writeToUs(view, inputs.contact);
  return { orderId };
}
