import { expect, test } from './fixtures';

test.describe('contact page', () => {
  test('shows the store contact details and passes axe', async ({ page, a11y, request }) => {
    const info = (await (await request.get('/api/v1/storeInfo')).json()) as {
      companyName: string;
      companyEmail: string;
      companyAddress: string;
    };
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByText(info.companyName)).toBeVisible();
    await expect(main.getByRole('link', { name: info.companyEmail })).toHaveAttribute('href', `mailto:${info.companyEmail}`);
    await expect(main.getByText('Support: Monday to Saturday, 10AM-6PM')).toBeVisible();
    await expect(main.getByText(info.companyAddress)).toBeVisible();
    await expect(main.getByRole('link', { name: 'Instagram' })).toBeVisible();
    await expect(page).toHaveTitle(/^Contact Us \| /);
    await a11y.check();
  });

  test('sends the message after 1.5 s without any request, then clears the form', async ({ page, a11y }) => {
    await page.goto('/contact');
    const send = page.getByRole('button', { name: 'Send Message' });
    await send.click();
    await expect(page.getByText('Please enter your name')).toBeVisible();
    await a11y.check();

    await page.getByRole('textbox', { name: 'Name' }).fill('Asha Rao');
    await page.getByRole('textbox', { name: 'Email' }).fill('asha@example.com');
    await page.getByRole('textbox', { name: 'Subject' }).fill('Trail shoe sizes');
    await page.getByRole('textbox', { name: 'Message' }).fill('Do the trail shoes run small?');

    const requests: string[] = [];
    page.on('request', (req) => requests.push(req.url()));
    await send.click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(page.getByText('Message Sent')).toBeVisible();
    await expect(page.getByText("Thank you for contacting us. We'll get back to you shortly.")).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    expect(requests.filter((url) => url.includes('/api/'))).toEqual([]);
  });
});
