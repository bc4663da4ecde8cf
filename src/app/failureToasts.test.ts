import { accountFailureMessage, loginFailureMessage, toastForFailedCall } from './failureToasts';

describe('failure messages', () => {
  it('gives the account suffix for an error of its own', () => {
    expect(accountFailureMessage({ status: 'CUSTOM_ERROR', error: 'Bad data' })).toBe(
      'Failed to load account information: Bad data',
    );
  });

  it('gives the error’s own message for a login failure that is neither response nor silence', () => {
    expect(loginFailureMessage({ status: 'CUSTOM_ERROR', error: 'Something odd' })).toBe('Something odd');
  });

  it.each([
    ['getStoreInfo', 'Error', 'Failed to load store information. Please refresh the page.'],
    ['getOrders', 'Error', 'Failed to load your orders. Please try again.'],
    ['createOrder', 'Error placing order', 'Please try again later.'],
    ['trackOrder', 'Error', 'Failed to find order. Please check your information and try again.'],
  ])('raises the spec toast when %s fails', (endpoint, title, description) => {
    expect(toastForFailedCall(endpoint, { status: 500, data: {} })).toEqual({ title, description, variant: 'error' });
  });

  it('raises no toast where the spec shows failures inline or only logs them', () => {
    expect(toastForFailedCall('getProducts', { status: 500 })).toBeNull();
    expect(toastForFailedCall('createPayment', { status: 500 })).toBeNull();
  });
});
