import { readableLog, startSettings } from './startSettings.mjs';

describe('npm start’s settings', () => {
  it('runs the API on 8080 and the dev server on 3000 by default, the API quiet', () => {
    expect(startSettings({})).toEqual({
      apiPort: '8080',
      webPort: '3000',
      mail: { smtpPort: '1025', webPort: '1080', inboxUrl: 'http://localhost:1080' },
      apiEnv: {
        PORT: '8080',
        LOG_LEVEL: 'warn',
        SMTP_URL: 'smtp://127.0.0.1:1025',
        SMS_PROVIDER: 'dev',
        SHOP_URL: 'http://localhost:3000',
      },
      webEnv: {},
      prettyLogs: true,
      apiUrl: 'http://localhost:8080/api/v1',
      webUrl: 'http://localhost:3000',
    });
  });

  it('honours PORT for the API and DEV_PORT for the dev server, and points each at the other', () => {
    const settings = startSettings({ PORT: '19304', DEV_PORT: '19305' });
    expect([settings.apiUrl, settings.webUrl]).toEqual(['http://localhost:19304/api/v1', 'http://localhost:19305']);
    expect(settings.webEnv).toEqual({ API_BASE_URL: 'http://localhost:19304/api/v1' });
    expect(settings.apiEnv).toEqual({
      PORT: '19304',
      LOG_LEVEL: 'warn',
      CORS_ORIGINS: 'http://localhost:19305,http://127.0.0.1:19305,http://localhost:19304,http://127.0.0.1:19304',
      SMTP_URL: 'smtp://127.0.0.1:1025',
      SMS_PROVIDER: 'dev',
      SHOP_URL: 'http://localhost:19305',
    });
  });

  it('runs the mail catcher on MAIL_PORT and MAIL_WEB_PORT, and none when SMTP_URL names a server', () => {
    const settings = startSettings({ MAIL_PORT: '19391', MAIL_WEB_PORT: '19392' });
    expect(settings.mail).toEqual({ smtpPort: '19391', webPort: '19392', inboxUrl: 'http://localhost:19392' });
    expect(settings.apiEnv.SMTP_URL).toBe('smtp://127.0.0.1:19391');
    const real = startSettings({ SMTP_URL: 'smtps://u:p@mail.test:465', SMS_PROVIDER: 'msg91' });
    expect(real.mail).toBeNull();
    expect(real.apiEnv).not.toHaveProperty('SMTP_URL');
    expect(real.apiEnv).not.toHaveProperty('SMS_PROVIDER');
  });

  it('leaves what the shopper set: API_BASE_URL, CORS_ORIGINS, LOG_LEVEL, SHOP_URL, SMS_PROVIDER', () => {
    const settings = startSettings({
      PORT: '9000',
      DEV_PORT: '4000',
      API_BASE_URL: '/api/v1',
      CORS_ORIGINS: 'http://a.test',
      LOG_LEVEL: 'info',
      SHOP_URL: 'https://shop.test',
      SMS_PROVIDER: 'none',
    });
    expect(settings.webEnv).toEqual({});
    expect(settings.apiEnv).toEqual({ PORT: '9000', LOG_LEVEL: 'info', SMTP_URL: 'smtp://127.0.0.1:1025' });
  });

  it('keeps the API’s JSON log and level in production', () => {
    const settings = startSettings({ NODE_ENV: 'production' });
    expect(settings.prettyLogs).toBe(false);
    expect(settings.apiEnv).toEqual({ PORT: '8080' });
    expect(settings.mail).toBeNull();
  });
});

describe('the API’s log, as npm start shows it', () => {
  async function shown(lines: string[]): Promise<string> {
    const { input, out } = readableLog();
    let text = '';
    out.on('data', (chunk: Buffer) => (text += chunk.toString()));
    for (const line of lines) input.write(`${line}\n`);
    await new Promise((resolve) => setImmediate(resolve));
    input.end();
    return text;
  }

  it('reads a JSON log line as words, with its level and time, and passes other lines as they are', async () => {
    const at = new Date(2026, 11, 2, 10, 14, 3).getTime();
    const text = await shown([
      JSON.stringify({
        level: 40,
        time: at,
        pid: 7,
        hostname: 'box',
        reqId: 'r-1',
        msg: 'catalogue copy not built; the next request builds it',
      }),
      'API ready at http://localhost:8080/api/v1 (database: PGlite at server/.data)',
    ]);
    expect(text).toContain('[10:14:03] WARN: catalogue copy not built; the next request builds it');
    expect(text).toContain('reqId: "r-1"');
    expect(text).toContain('API ready at http://localhost:8080/api/v1 (database: PGlite at server/.data)');
    expect(text).not.toContain('{"level"');
    expect(text).not.toMatch(/pid|hostname/);
  });
});
