import path from 'node:path';
import { DEFAULT_CORS_ORIGINS, loadConfig, PROJECT_ROOT } from '../src/config';

describe('server configuration from the environment', () => {
  it('falls back to the documented defaults, blank values included', () => {
    for (const env of [{}, { PORT: '', HOST: '  ', LOG_LEVEL: '', PUBLIC_URL: ' ', DATABASE_URL: '' }]) {
      expect(loadConfig(env)).toEqual({
        port: 8080,
        host: '127.0.0.1',
        databaseUrl: null,
        dataDir: path.join(PROJECT_ROOT, 'server/.data/pglite'),
        tokenSecret: null,
        corsOrigins: DEFAULT_CORS_ORIGINS,
        rateLimitMax: 20,
        orderRateLimitMax: 10,
        orderRateWindowMs: 600_000,
        paymentAutoconfirmMs: 4000,
        pageDataTimeoutMs: 800,
        pageCacheMs: 10_000,
        publicUrl: 'http://127.0.0.1:8080',
        trustProxy: false,
        serveApp: null,
        logLevel: 'info',
      });
    }
  });

  it('reads the values it is given', () => {
    const config = loadConfig({
      PORT: ' 9000 ',
      HOST: '0.0.0.0',
      DATABASE_URL: 'postgresql://u@db/shop',
      DATA_DIR: 'memory',
      TOKEN_SECRET: 's3cret',
      CORS_ORIGINS: 'https://shop.example/, https://www.shop.example',
      RATE_LIMIT_MAX: '0',
      ORDER_RATE_WINDOW_MS: '10',
      TRUST_PROXY: '10.0.0.1, 10.0.0.2',
      SERVE_APP: 'dist',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      databaseUrl: 'postgresql://u@db/shop',
      dataDir: 'memory',
      tokenSecret: 's3cret',
      corsOrigins: ['https://shop.example', 'https://www.shop.example'],
      rateLimitMax: 1,
      orderRateWindowMs: 1000,
      publicUrl: 'http://localhost:9000',
      trustProxy: ['10.0.0.1', '10.0.0.2'],
      serveApp: path.join(PROJECT_ROOT, 'dist'),
      logLevel: 'warn',
    });
    expect(loadConfig({ PUBLIC_URL: 'HTTPS://Shop.Example:443/' }).publicUrl).toBe('https://shop.example');
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a non-negative integer, got "abc"'],
    [{ PORT: '0x10' }, 'PORT must be a non-negative integer, got "0x10"'],
    [{ RATE_LIMIT_MAX: '-1' }, 'RATE_LIMIT_MAX must be a non-negative integer, got "-1"'],
    [{ PAYMENT_AUTOCONFIRM_MS: '1.5' }, 'PAYMENT_AUTOCONFIRM_MS must be a non-negative integer, got "1.5"'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"'],
    [{ PUBLIC_URL: 'https://shop.example/shop' }, 'PUBLIC_URL must be an http(s) origin without a path, got "https://shop.example/shop"'],
    [{ PUBLIC_URL: 'ftp://shop.example' }, 'PUBLIC_URL must be an http(s) origin without a path, got "ftp://shop.example"'],
    [{ PUBLIC_URL: 'http://shop.example:99999' }, 'PUBLIC_URL must be an http(s) origin without a path, got "http://shop.example:99999"'],
    [{ DATABASE_URL: 'mysql://u@db/shop' }, 'DATABASE_URL must be a postgres:// or postgresql:// URL, got "mysql://u@db/shop"'],
  ])('refuses %j with one clear sentence', (env, message) => {
    expect(() => loadConfig(env)).toThrow(new Error(message));
  });
});
