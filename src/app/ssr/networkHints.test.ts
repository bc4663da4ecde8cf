import { networkHints } from './networkHints';

describe('the network hints of a prerendered page', () => {
  it('preloads store info with the credentials mode the API client fetches with, so its request reuses it', () => {
    expect(networkHints('/api/v1/')).toBe('<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/v1/storeInfo">');
  });

  it('connects early to an API on another origin', () => {
    expect(networkHints('https://api.shop.example/api/v1')).toBe(
      '<link rel="preconnect" href="https://api.shop.example" crossorigin="use-credentials">' +
        '<link rel="preload" as="fetch" crossorigin="use-credentials" href="https://api.shop.example/api/v1/storeInfo">',
    );
  });

  it('names nothing when the app finds the API at run time', () => {
    expect(networkHints('')).toBe('');
  });

  it('escapes what would end the attribute', () => {
    expect(networkHints('/api/"x"&y')).toContain('href="/api/&quot;x&quot;&amp;y/storeInfo"');
  });
});
