import fc from 'fast-check';
import { apiPath, isAppNavigation, isCatalogRequest, isShopImage } from './cacheRules';

// The usual deployment: the shop on one origin, its API on the api. subdomain.
const API = 'https://api.shop.example/api/v1';
const PAGE = 'https://shop.example';
const at = (href: string) => new URL(href);

describe('isCatalogRequest (API on another origin)', () => {
  it.each([
    `${API}/storeInfo`,
    `${API}/products`,
    `${API}/products?page=2&limit=12&category=sports%20shoes`,
    `${API}/products/7b0c6f0e-3f7d-4a59-9d5e-0c6f3b1e2a11`,
  ])('keeps the public catalogue answer %s', (href) => {
    expect(isCatalogRequest(at(href), 'GET', API)).toBe(true);
  });

  it.each([
    `${API}/orders`,
    `${API}/orders/12`,
    `${API}/accountInfo`,
    `${API}/payments/fields`,
    `${API}/payments/12/pay`,
    `${API}/users/authorize`,
    `${API}/users/register`,
    `${API}/products/12/anything`,
    `${API}/track-order?id=1`,
  ])('never keeps %s', (href) => {
    expect(isCatalogRequest(at(href), 'GET', API)).toBe(false);
  });

  it('keeps no answer to anything but GET', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']) {
      expect(isCatalogRequest(at(`${API}/products`), method, API)).toBe(false);
    }
  });

  it('matches the configured API base, not the page origin or a look-alike', () => {
    expect(isCatalogRequest(at(`${PAGE}/api/v1/products`), 'GET', API)).toBe(false);
    expect(isCatalogRequest(at('https://api.shop.example.evil.test/api/v1/products'), 'GET', API)).toBe(false);
    expect(isCatalogRequest(at('http://api.shop.example/api/v1/products'), 'GET', API)).toBe(false);
    expect(isCatalogRequest(at('https://api.shop.example/api/v1products'), 'GET', API)).toBe(false);
    expect(isCatalogRequest(at('https://api.shop.example/api/v2/products'), 'GET', API)).toBe(false);
  });

  it('works with a same-origin base too (how the reference server serves the app)', () => {
    expect(isCatalogRequest(at('http://127.0.0.1:4173/api/v1/products/5'), 'GET', 'http://127.0.0.1:4173/api/v1')).toBe(true);
    expect(isCatalogRequest(at('http://127.0.0.1:4173/api/v1/orders'), 'GET', 'http://127.0.0.1:4173/api/v1/')).toBe(false);
  });

  it('never keeps a path outside the allow-list, whatever it is (generated paths)', () => {
    const allowed = /^(storeInfo|products|products\/[^/]+)$/;
    fc.assert(
      fc.property(fc.webPath(), fc.constantFrom('GET', 'POST', 'DELETE'), (path, method) => {
        const url = at(`${API}/${path.replace(/^\/+/, '')}`);
        const rest = apiPath(url, API);
        return !isCatalogRequest(url, method, API) || (method === 'GET' && rest !== null && allowed.test(rest));
      }),
    );
  });

  it('an unreadable API base matches nothing', () => {
    expect(isCatalogRequest(at(`${API}/products`), 'GET', 'not a url')).toBe(false);
  });
});

describe('isShopImage', () => {
  it('keeps pictures from the shop and its API, not from anywhere else, and only pictures', () => {
    expect(isShopImage(at('https://api.shop.example/media/products/mat.svg'), 'image', PAGE, API)).toBe(true);
    expect(isShopImage(at(`${PAGE}/media/categories/yoga.svg`), 'image', PAGE, API)).toBe(true);
    expect(isShopImage(at('https://tracker.example/pixel.gif'), 'image', PAGE, API)).toBe(false);
    expect(isShopImage(at(`${API}/orders`), '', PAGE, API)).toBe(false);
  });
});

describe('isAppNavigation', () => {
  it('answers the app routes with the shell, not the API, media or files', () => {
    expect(isAppNavigation(at(`${PAGE}/`), PAGE, API)).toBe(true);
    expect(isAppNavigation(at(`${PAGE}/product/12`), PAGE, API)).toBe(true);
    expect(isAppNavigation(at(`${PAGE}/products?category=yoga`), PAGE, API)).toBe(true);
    expect(isAppNavigation(at(`${PAGE}/sitemap.xml`), PAGE, API)).toBe(false);
    expect(isAppNavigation(at(`${PAGE}/media/brand/logo.svg`), PAGE, API)).toBe(false);
    expect(isAppNavigation(at(`${PAGE}/api/v1/bank/card/3`), PAGE, 'http://shop.example/api/v1')).toBe(false);
    expect(isAppNavigation(at('https://elsewhere.example/'), PAGE, API)).toBe(false);
  });
});
