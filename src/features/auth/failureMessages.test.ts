import { accountFailureMessage, loginFailureMessage } from './failureMessages';

describe('failure messages', () => {
  it('gives the account suffix for an error of its own', () => {
    expect(accountFailureMessage({ status: 'CUSTOM_ERROR', error: 'Bad data' })).toBe('Failed to load account information: Bad data');
  });

  it('gives the error’s own message for a login failure that is neither response nor silence', () => {
    expect(loginFailureMessage({ status: 'CUSTOM_ERROR', error: 'Something odd' })).toBe('Something odd');
  });
});
