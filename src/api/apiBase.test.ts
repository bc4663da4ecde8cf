import { resolveApiBase } from './apiBase';

const at = (href: string) => {
  const url = new URL(href);
  return { protocol: url.protocol, hostname: url.hostname, origin: url.origin };
};

describe('resolveApiBase', () => {
  it('uses the build-time API_BASE_URL when set, without a trailing slash', () => {
    expect(resolveApiBase('https://shop-api.example.com/api/v1/', at('https://shop.example.com/'))).toBe(
      'https://shop-api.example.com/api/v1',
    );
  });

  it('makes a same-origin API_BASE_URL absolute', () => {
    expect(resolveApiBase('/api/v1', at('http://127.0.0.1:4173/products'))).toBe('http://127.0.0.1:4173/api/v1');
  });

  it('uses the local development port on localhost and 127.0.0.1', () => {
    expect(resolveApiBase('', at('http://localhost:3000/'))).toBe('http://localhost:8080/api/v1');
    expect(resolveApiBase(undefined, at('http://127.0.0.1:3000/'))).toBe('http://localhost:8080/api/v1');
  });

  it('uses the api subdomain elsewhere, dropping a leading www', () => {
    expect(resolveApiBase('', at('https://www.stride.in/cart'))).toBe('https://api.stride.in/api/v1');
    expect(resolveApiBase('', at('https://stride.in/'))).toBe('https://api.stride.in/api/v1');
  });
});
