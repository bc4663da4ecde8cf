import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setStoreInfo } from '@/test/fakeShop';
import { callsFromNow } from '@/test/fakeShop';
import { renderApp, renderWithProviders } from '@/test/renderWithProviders';
import { CONTACT_DELAY_MS } from './contact';
import { ContactScreen } from './ContactScreen';

const renderContact = () => renderWithProviders(<ContactScreen />, { route: '/contact', path: '/contact' });

/** In the whole app only where the shell is part of what is checked (the document title). */
async function openContact({ shell = false } = {}) {
  const view = shell ? renderApp({ route: '/contact' }) : renderContact();
  await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
  await screen.findByText('Stride Retail Pvt Ltd');
  return view;
}

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

describe('contact page', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows the company, a mailto link, the phone with support hours, the address and social links', async () => {
    await openContact({ shell: true });
    // eslint-disable-next-line testing-library/no-node-access -- <address> has no role to query by, and being in it is the point
    const details = within(screen.getByText('Stride Retail Pvt Ltd').closest('address') as HTMLElement);
    expect(details.getByRole('link', { name: 'care@stride.test' })).toHaveAttribute('href', 'mailto:care@stride.test');
    expect(details.getByRole('link', { name: '+91 80 4000 1234' })).toHaveAttribute('href', 'tel:+918040001234');
    expect(details.getByText('Support: Monday to Saturday, 10AM-6PM')).toBeInTheDocument();
    expect(details.getByText('12 MG Road, Bengaluru, Karnataka 560001')).toBeInTheDocument();
    expect(details.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://instagram.test/stride');
    expect(details.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', 'https://www.facebook.com/');
    expect(document.title).toBe('Contact Us | Stride Test Sports');
  });

  it('shows sample details while the store has none', async () => {
    setStoreInfo({ companyName: '', companyEmail: '', companyPhone: '', companyAddress: '' });
    renderContact();
    const email = await screen.findByRole('link', { name: 'support@example.com' });
    // eslint-disable-next-line testing-library/no-node-access -- <address> has no role to query by, and being in it is the point
    const details = within(email.closest('address') as HTMLElement);
    expect(details.getByText('Company Name')).toBeInTheDocument();
    expect(details.getByText('Phone Number')).toBeInTheDocument();
    expect(details.getByText('Company Address')).toBeInTheDocument();
  });

  it('requires all four fields and a valid e-mail address', async () => {
    const { user } = await openContact();
    expect(field('Email')).toHaveAttribute('type', 'email');
    ['Name', 'Email', 'Subject', 'Message'].forEach((name) => expect(field(name)).toBeRequired());

    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Please enter your name')).toBeInTheDocument();
    expect(screen.getByText('Please enter your e-mail address')).toBeInTheDocument();
    expect(screen.getByText('Please enter a subject')).toBeInTheDocument();
    expect(screen.getByText('Please enter your message')).toBeInTheDocument();
    expect(field('Name')).toHaveFocus();

    await user.type(field('Email'), 'not-an-address');
    await user.tab();
    expect(await screen.findByText('Please enter a valid e-mail address')).toBeInTheDocument();
    await user.clear(field('Email'));
    await user.type(field('Email'), 'shopper@example');
    await user.tab();
    expect(await screen.findByText('Please enter a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  async function fillAndSend() {
    // Fake timers only once the screen is up, so loading it is not affected.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.type(field('Name'), 'Asha');
    await user.type(field('Email'), 'a@b.in');
    await user.type(field('Subject'), 'Sizes');
    await user.type(field('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await advance(0);
  }

  it("shows 'Sending...' for 1.5 s, then thanks the shopper and clears the form, without any request", async () => {
    await openContact();
    const requests = callsFromNow();

    await fillAndSend();
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();

    await advance(CONTACT_DELAY_MS - 1);
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeInTheDocument();
    expect(screen.queryByText('Message Sent')).not.toBeInTheDocument();

    await advance(1);
    expect(screen.getByText('Message Sent')).toBeInTheDocument();
    expect(screen.getByText("Thank you for contacting us. We'll get back to you shortly.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    ['Name', 'Email', 'Subject', 'Message'].forEach((name) => expect(field(name)).toHaveValue(''));
    expect(requests()).toEqual([]);
  });

  it('does nothing after the shopper leaves the page while sending', async () => {
    const { router } = await openContact();
    const consoleError = jest.spyOn(console, 'error');
    await fillAndSend();
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeInTheDocument();

    await act(() => router.navigate('/404'));
    await advance(CONTACT_DELAY_MS * 2);
    expect(screen.queryByText('Message Sent')).not.toBeInTheDocument();
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });
});
