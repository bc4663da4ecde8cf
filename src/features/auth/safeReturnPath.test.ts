import { returnPathFromState, safeReturnPath } from './safeReturnPath';

describe('safeReturnPath', () => {
  it.each(['/account', '/orders?page=2', '/product/abc#reviews', '/checkout'])('keeps the in-app path %s', (from) => {
    expect(safeReturnPath(from)).toBe(from);
  });

  it.each([
    ['a full URL', 'https://evil.test/account'],
    ['a protocol-relative URL', '//evil.test/account'],
    ['a backslash host', '/\\evil.test'],
    ['a backslash later on', '/account\\..\\x'],
    ['a tab that browsers drop', '/\t/evil.test'],
    ['a newline', '/\n/evil.test'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'account'],
    ['an empty string', ''],
    ['a leading space', ' /account'],
    ['no value', undefined],
    ['a non-string', { pathname: '/account' }],
  ])('falls back to / for %s', (_case, from) => {
    expect(safeReturnPath(from)).toBe('/');
  });

  it('reads from a navigation state, or falls back to /', () => {
    expect(returnPathFromState({ from: '/orders' })).toBe('/orders');
    expect(returnPathFromState({ from: 'https://evil.test' })).toBe('/');
    expect(returnPathFromState(null)).toBe('/');
    expect(returnPathFromState('junk')).toBe('/');
  });
});
