import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/renderWithProviders';
import type { PaymentField } from '../payment';
import { PaymentForm } from './PaymentForm';

const payer: PaymentField = {
  name: 'payerName',
  label: 'Name of the payer',
  placeholder: '',
  description: '',
  type: 'text',
  options: [],
  inline: false,
  mask: '',
  defaultValue: '',
  rules: { required: true, minLength: null, maxLength: null, pattern: null },
  rulesMessages: [],
  showWhenFilled: [],
};

describe('paying offline', () => {
  it('sends nothing, says why, and keeps what was typed', async () => {
    const paid: Array<Record<string, string>> = [];
    const { user } = renderWithProviders(
      <PaymentForm fields={[payer]} initialValues={{ payerName: '' }} busy={false} onPay={async (fields) => void paid.push(fields)} />,
    );
    await user.type(screen.getByRole('textbox', { name: /Name of the payer/ }), 'Asha Rao');
    act(() => void window.dispatchEvent(new Event('offline')));
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Paying needs a connection: nothing has been charged.');
    expect(notice).toHaveFocus();
    expect(paid).toEqual([]);

    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Name of the payer/ })).toHaveValue('Asha Rao');
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(paid).toEqual([{ payerName: 'Asha Rao' }]);
  });
});
