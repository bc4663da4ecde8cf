/**
 * What `npm start` (scripts/start.mjs) makes of its environment, and how it shows the API's log:
 * apart from the script so that both can be tested without starting anything.
 */
import { PassThrough } from 'node:stream';
import pinoPretty from 'pino-pretty';

/**
 * The ports, the two processes' environments and the addresses to print.
 *
 * - `PORT`: the API's port (8080); `DEV_PORT`: the dev server's (3000).
 * - The app is pointed at the API's port (unless `API_BASE_URL` says otherwise), and the API allows
 *   the dev server's origin (unless `CORS_ORIGINS` says otherwise).
 * - `LOG_LEVEL`: the API's log level, `warn` by default here (a request line per call otherwise);
 *   `NODE_ENV=production` leaves the API's log as JSON lines at its own default level.
 * - The local mail catcher (MailDev): its SMTP on `MAIL_PORT` (1025), its inbox on `MAIL_WEB_PORT`
 *   (1080). The API sends every e-mail there, and its texts too (`SMS_PROVIDER=dev`), with links to
 *   the dev server (`SHOP_URL`). Not started when `SMTP_URL` is set, nor with `NODE_ENV=production`.
 */
export function startSettings(env) {
  const apiPort = env.PORT || '8080';
  const webPort = env.DEV_PORT || '3000';
  const production = env.NODE_ENV === 'production';
  const webOrigins = [`http://localhost:${webPort}`, `http://127.0.0.1:${webPort}`];
  const apiEnv = { PORT: apiPort };
  if (!production) apiEnv.LOG_LEVEL = env.LOG_LEVEL || 'warn';
  if (!env.CORS_ORIGINS && webPort !== '3000') {
    // The API's own default allow-list names :3000 and :8080; the dev server is elsewhere now.
    apiEnv.CORS_ORIGINS = [...webOrigins, `http://localhost:${apiPort}`, `http://127.0.0.1:${apiPort}`].join(',');
  }
  const webEnv = {};
  if (!env.API_BASE_URL && apiPort !== '8080') webEnv.API_BASE_URL = `http://localhost:${apiPort}/api/v1`;
  const webUrl = `http://localhost:${webPort}`;
  let mail = null;
  if (!env.SMTP_URL && !production) {
    mail = { smtpPort: env.MAIL_PORT || '1025', webPort: env.MAIL_WEB_PORT || '1080' };
    mail.inboxUrl = `http://localhost:${mail.webPort}`;
    apiEnv.SMTP_URL = `smtp://127.0.0.1:${mail.smtpPort}`;
    if (!env.SMS_PROVIDER) apiEnv.SMS_PROVIDER = 'dev';
  }
  if (!env.SHOP_URL && !production) apiEnv.SHOP_URL = webUrl;
  return {
    apiPort,
    webPort,
    mail,
    apiEnv,
    webEnv,
    prettyLogs: !production,
    apiUrl: `http://localhost:${apiPort}/api/v1`,
    webUrl,
  };
}

/**
 * The API's JSON log lines as lines a person reads ("[10:14:03] WARN: …", its fields below it),
 * through pino-pretty; anything that is no log line (the "API ready at …" line) passes as it is.
 * Returns the stream to pipe the API's output into and the one to read the readable lines from.
 */
export function readableLog({ colorize = false } = {}) {
  const out = new PassThrough();
  const input = pinoPretty({
    destination: out,
    colorize,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
    sync: true,
  });
  return { input, out };
}
