import fc from 'fast-check';
import { createMemoryRouter } from 'react-router-dom';
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

// Paths whose dot segments, plain or percent-encoded, resolve to `//evil.example`, which React
// Router then refuses ("External navigation is not allowed").
const DOT_SEGMENT_ESCAPES = [
  '/..//evil.example',
  '/.//evil.example',
  '/%2e%2e//evil.example',
  '/%2E%2E//evil.example',
  '/.%2e//evil.example',
  '/%2e//evil.example',
  '/x/..//evil.example',
  '/x/%2e%2e//evil.example',
  '/./..//evil.example/account?x=1#top',
  '/x/y/../..//evil.example',
  '/..//..//evil.example',
];

const ORIGIN = window.location.origin;

/** What React Router itself makes of a path: it throws on anything that leaves the origin. */
async function routerAccepts(path: string): Promise<boolean> {
  const router = createMemoryRouter([{ path: '*', element: null }], { initialEntries: ['/login'] });
  try {
    await router.navigate(path);
    return true;
  } catch {
    return false;
  } finally {
    router.dispose();
  }
}

/** Each character as %XX (once) or %25XX (twice), or left as it is. */
function percentEncoded(text: string, times: 0 | 1 | 2): string {
  if (times === 0) return text;
  const prefix = times === 1 ? '%' : '%25';
  return Array.from(text, (char) => {
    const code = char.charCodeAt(0);
    return code < 0x80 ? `${prefix}${code.toString(16).padStart(2, '0')}` : char;
  }).join('');
}

const segment = fc
  .tuple(
    fc.oneof(
      fc.constantFrom('..', '.', '', 'evil.example', 'x', 'account', '@evil.example', 'http:', 'evil.example:80', 'é', '\ud800'),
      fc.string({ maxLength: 4, unit: fc.constantFrom('a', '.', '%', '2', 'e', 'E', '/', '\\', '?', '#', '@', ':', '~') }),
      fc.string({ maxLength: 3 }),
    ),
    fc.constantFrom<0 | 1 | 2>(0, 0, 1, 2),
  )
  .map(([text, times]) => percentEncoded(text, times));
const separator = fc.oneof(
  { arbitrary: fc.constant('/'), weight: 8 },
  { arbitrary: fc.constantFrom('//', '\\', '/\\', '\t', '\n', '\r', '/\t/', ' ', '%2f', '%5c', '%252f', '%09'), weight: 3 },
);
const generatedFrom = fc
  .tuple(
    fc.oneof(
      { arbitrary: fc.constant('/'), weight: 6 },
      { arbitrary: fc.constantFrom('//', '/\\', 'https://evil.example/', ' /', '\t/'), weight: 1 },
    ),
    fc.array(fc.tuple(segment, separator), { maxLength: 6 }),
    fc.constantFrom('', '?next=//evil.example', '#//evil.example'),
  )
  .map(([start, parts, tail]) => start + parts.map(([part, sep]) => part + sep).join('') + tail);

describe('safeReturnPath and dot segments', () => {
  it.each(DOT_SEGMENT_ESCAPES)('sends %s home', async (from) => {
    expect(safeReturnPath(from)).toBe('/');
  });

  it('resolves harmless dot segments inside the app', () => {
    expect(safeReturnPath('/products/../cart')).toBe('/cart');
    expect(safeReturnPath('/orders/./%2e%2e/account?x=1')).toBe('/account?x=1');
  });

  it('only ever returns a same-origin path that React Router accepts and that stays as it is (generated paths)', async () => {
    let kept = 0;
    await fc.assert(
      fc.asyncProperty(fc.oneof(generatedFrom, fc.constantFrom(...DOT_SEGMENT_ESCAPES)), async (from) => {
        const path = safeReturnPath(from);
        if (path !== '/') kept += 1;
        expect(path.startsWith('/')).toBe(true);
        expect(path).not.toMatch(/^[/\\]{2}/);
        expect(new URL(path, ORIGIN).origin).toBe(ORIGIN);
        expect(safeReturnPath(path)).toBe(path);
        expect(await routerAccepts(path)).toBe(true);
      }),
      { numRuns: 3000 },
    );
    // The generator reaches kept paths as well as refused ones.
    expect(kept).toBeGreaterThan(300);
  });
});
