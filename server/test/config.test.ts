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
        stock: { holdMs: 1_800_000, lowThreshold: 3 },
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
        metrics: null,
        offers: { codeTries: 5, codeTriesWindowMs: 600_000 },
        shutdownDelayMs: 0,
        shutdownGraceMs: 10_000,
        adminToken: null,
        returns: { windowDays: 7 },
        reviews: {
          writeLimit: 10,
          voteLimit: 100,
          windowMs: 3_600_000,
          pageCacheMs: 1000,
          blocklistFile: path.join(PROJECT_ROOT, 'server/src/modules/reviews/blocklist.txt'),
        },
        delivery: {
          dispatchPincode: '560025',
          cutoffHour: 14,
          holidaysFile: path.join(PROJECT_ROOT, 'server/src/modules/delivery/holidays.json'),
        },
        cod: { maxOrderValue: 25000, fee: 0, excludedStates: ['Andaman and Nicobar Islands', 'Lakshadweep'], excludedPincodes: [] },
        messages: {
          smtpUrl: null,
          mailFrom: null,
          shopUrl: null,
          sms: { provider: 'none', senderId: null, apiKey: null, apiUrl: 'https://control.msg91.com/api/v5/flow/', templates: {} },
          worker: true,
          pollMs: 500,
          maxAttempts: 8,
          retryMs: 30_000,
          leaseMs: 60_000,
          keepDays: 30,
          paymentReminderMs: 900_000,
        },
        passwords: { resetTtlMs: 1_800_000, perAddress: 3, perClient: 10 },
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

  it('reads the delivery and cash-on-delivery settings, states by any of their names', () => {
    const config = loadConfig({
      DISPATCH_PINCODE: '411001',
      DISPATCH_CUTOFF_HOUR: '0',
      HOLIDAYS_FILE: 'server/holidays.json',
      COD_MAX_ORDER_VALUE: 'none',
      COD_FEE: '49.50',
      COD_EXCLUDED_STATES: 'Andaman & Nicobar, sikkim ,Pondicherry',
      COD_EXCLUDED_PINCODES: '744101, 682551',
    });
    expect(config.delivery).toEqual({
      dispatchPincode: '411001',
      cutoffHour: 0,
      holidaysFile: path.join(PROJECT_ROOT, 'server/holidays.json'),
    });
    expect(config.cod).toEqual({
      maxOrderValue: null,
      fee: 49.5,
      excludedStates: ['Andaman and Nicobar Islands', 'Sikkim', 'Puducherry'],
      excludedPincodes: ['744101', '682551'],
    });
    expect(loadConfig({ COD_EXCLUDED_STATES: 'none' }).cod.excludedStates).toEqual([]);
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
    [{ DISPATCH_PINCODE: '012345' }, 'DISPATCH_PINCODE must be a pincode: six digits, the first not 0, got "012345"'],
    [{ DISPATCH_CUTOFF_HOUR: '25' }, 'DISPATCH_CUTOFF_HOUR must be an hour from 0 to 24, got "25"'],
    [{ COD_FEE: '-1' }, 'COD_FEE must be an amount in rupees such as 49 or 49.50, got "-1"'],
    [{ COD_MAX_ORDER_VALUE: '25,000' }, 'COD_MAX_ORDER_VALUE must be a whole number of rupees, or none, got "25,000"'],
    [{ COD_EXCLUDED_PINCODES: '74410' }, 'COD_EXCLUDED_PINCODES must be a comma-separated list of pincodes, got "74410"'],
    [
      { COD_EXCLUDED_STATES: 'Lakshadweep, Atlantis' },
      'COD_EXCLUDED_STATES must be a comma-separated list of states, or none; "Atlantis" is no state or union territory of India',
    ],
  ])('refuses %j with one clear sentence', (env, message) => {
    expect(() => loadConfig(env)).toThrow(new Error(message));
  });
});
